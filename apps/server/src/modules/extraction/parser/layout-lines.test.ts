import { describe, expect, it } from 'vitest';
import { buildLines, type WordBox } from './layout-lines.ts';

const box = (text: string, x: number, y: number, width: number, page = 1): WordBox => ({
  text,
  page,
  x,
  y,
  width,
  height: 10,
});

describe('buildLines', () => {
  it('groups boxes by baseline and page, left to right, and words into cells by the gap', () => {
    const lines = buildLines([
      box('1.020,00', 460, 101, 40),
      box('Fliesen', 70, 100, 35),
      box('anthrazit', 108, 100, 45),
      box('40', 300, 100, 10),
      box('Seite 2', 500, 100, 35, 2),
    ]);
    expect(lines.map((line) => [line.page, line.cells.map((cell) => cell.text)])).toEqual([
      [1, ['Fliesen anthrazit', '40', '1.020,00']],
      [2, ['Seite 2']],
    ]);
  });

  it('keeps two amounts a space apart as two cells, and 1 234,56 as one number', () => {
    const [line] = buildLines([
      box('EUR 1.234,56', 380, 100, 55),
      box('EUR 0,00', 438, 100, 38),
      box('1', 500, 100, 5),
      box('234,56', 508, 100, 30),
    ]);
    expect(line!.cells.map((cell) => cell.text)).toEqual(['EUR 1.234,56', 'EUR 0,00', '1 234,56']);
  });

  it('splits one text item set with runs of spaces into its columns', () => {
    const [line] = buildLines([box('Drywall screws    2    9.95    19.90', 40, 100, 180)]);
    expect(line!.cells.map((cell) => cell.text)).toEqual(['Drywall screws', '2', '9.95', '19.90']);
  });
});
