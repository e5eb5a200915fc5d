import { describe, expect, it } from 'vitest';
import { groupIntoLines, type ReadBox, slantOf } from './ocr-lines.ts';
import { planarInput } from './paddle-ocr.ts';

/** A box of `width` x 20 px whose left end is at (x, y), its text turned by `degrees`. */
function box(text: string, x: number, y: number, width: number, degrees = 0): ReadBox {
  const angle = (degrees * Math.PI) / 180;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const corners = [
    [x, y],
    [x + width * dx, y + width * dy],
    [x + width * dx - 20 * dy, y + width * dy + 20 * dx],
    [x - 20 * dy, y + 20 * dx],
  ];
  return { text, mean: 0.9, box: corners };
}

describe('OCR boxes back into printed lines', () => {
  it('measures the slant on the long boxes only', () => {
    const slant = slantOf([
      box('TOTAL AMOUNT DUE', 40, 100, 300, -3.5).box,
      box('12.00', 500, 80, 60, 20).box,
    ]);
    expect((slant * 180) / Math.PI).toBeCloseTo(-3.5, 5);
  });

  it('keeps a label with its amount on a photo turned 3.5 degrees', () => {
    // Turned anticlockwise: each amount, 450 px to the right, sits 27 px above its label,
    // nearer the line above's label than its own by height alone.
    const rise = 450 * Math.tan((3.5 * Math.PI) / 180);
    const boxes = [
      box('Masking tape 50m', 40, 100, 220, -3.5),
      box('3.25', 490, 100 - rise, 60, -3.5),
      box('TOTAL', 40, 140, 90, -3.5),
      box('14.02', 490, 140 - rise, 70, -3.5),
      box('CASH', 40, 180, 70, -3.5),
      box('20.00', 490, 180 - rise, 70, -3.5),
    ];
    expect(groupIntoLines(boxes).map((line) => line.text)).toEqual([
      'Masking tape 50m 3.25',
      'TOTAL 14.02',
      'CASH 20.00',
    ]);
  });

  it('reads a straight photo top to bottom and each line left to right', () => {
    const boxes = [box('7.02', 480, 202, 60), box('CHANGE', 40, 200, 100), box('SHOP', 40, 20, 80)];
    expect(groupIntoLines(boxes)).toEqual([
      { text: 'SHOP', mean: 0.9 },
      { text: 'CHANGE 7.02', mean: 0.9 },
    ]);
  });
});

describe('model input from RGBA pixels', () => {
  it('is three planes, blue first, from 0 to 1', () => {
    const pixels = new Uint8Array([255, 0, 51, 255, 0, 102, 0, 255]);
    const input = planarInput({ data: pixels, width: 2, height: 1 });
    expect([...input.data].map((value) => Math.round(value * 1000) / 1000)).toEqual([
      0.2, 0, 0, 0.4, 1, 0,
    ]);
  });
});
