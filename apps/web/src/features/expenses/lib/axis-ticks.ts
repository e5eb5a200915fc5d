/** Steps a chart's axis counts in, per power of ten: 1, 2, 2.5 and 5 read easily in pounds. */
const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The ticks of an axis from 0 that reaches `max`: at most `count` steps of a round size, the
 * last tick at or past `max`. `[0, 1]` when there is nothing to draw, so no bar divides by 0.
 */
export function axisTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((nice) => nice * power >= rough) ?? 10) * power;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}
