import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-ticks';

describe('a money chart axis', () => {
  it.each([
    [12_000, [0, 5000, 10000, 15000]],
    [20_000, [0, 5000, 10000, 15000, 20000]],
    [9_000, [0, 2500, 5000, 7500, 10000]],
    [1_234, [0, 500, 1000, 1500]],
    [7, [0, 2, 4, 6, 8]],
    [0.4, [0, 0.1, 0.2, 0.3, 0.4]],
    [350_000, [0, 100000, 200000, 300000, 400000]],
  ])('reaches %d in round steps', (max, ticks) => {
    expect(axisTicks(max)).toEqual(ticks);
  });

  it('has one step to draw against when there is nothing to draw', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(Number.NaN)).toEqual([0, 1]);
  });
});
