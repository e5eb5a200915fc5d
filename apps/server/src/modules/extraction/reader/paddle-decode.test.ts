import { describe, expect, it } from 'vitest';
import { decodeWithSpaces } from './paddle-ocr.ts';

// The recogniser's output for one line: per step, a probability for each class. Class 0 is CTC's
// blank; then the dictionary, whose last entry is the space.
const dictionary = ['A', 'B', '1', '2', ' '];
const classes = dictionary.length + 1;

/** Steps given as [winning class (0 = blank), the space's probability at that step]. */
function output(steps: Array<[best: number, space: number]>) {
  const data = new Float32Array(steps.length * classes);
  steps.forEach(([best, space], step) => {
    data[step * classes + best] = 0.9;
    data[step * classes + classes - 1] = Math.max(data[step * classes + classes - 1] ?? 0, space);
  });
  return { dims: [1, steps.length, classes], data };
}

const A = 1;
const B = 2;
const ONE = 3;
const TWO = 4;

describe('decoding the recogniser output with the spaces it dropped', () => {
  it('puts a space where the space was likely between two letters, though it never won a step', () => {
    const [line] = decodeWithSpaces(
      output([
        [A, 0],
        [0, 0.45],
        [B, 0],
        [0, 0],
        [A, 0],
        [0, 0.02],
        [B, 0],
      ]),
      dictionary,
    );
    expect(line?.text).toBe('A BAB');
  });

  it('keeps letters together where a space was unlikely', () => {
    const [line] = decodeWithSpaces(
      output([
        [A, 0],
        [0, 0.1],
        [B, 0],
        [0, 0.05],
        [A, 0],
      ]),
      dictionary,
    );
    expect(line?.text).toBe('ABA');
  });

  it('never splits digits, whatever the space probability', () => {
    const [line] = decodeWithSpaces(
      output([
        [ONE, 0],
        [0, 0.6],
        [TWO, 0],
        [0, 0.6],
        [A, 0],
      ]),
      dictionary,
    );
    expect(line?.text).toBe('12 A');
  });
});
