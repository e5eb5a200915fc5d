import { describe, expect, it } from 'vitest';
import { formatCompactPounds } from './compact-pounds';

// The texts Chromium gives for Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP',
// notation: 'compact', maximumFractionDigits: 1 }), which this replaces on the charts' axes.
// (Node's older ICU writes `£200.0k`, so the figures are written here, not asked of Intl.)
describe('compact pounds on a chart axis', () => {
  it.each([
    [0, '£0'],
    [50, '£50'],
    [999, '£999'],
    [12.34, '£12.3'],
    [1000, '£1k'],
    [1250, '£1.3k'],
    [1500, '£1.5k'],
    [12345, '£12.3k'],
    [200000, '£200k'],
    [999949, '£999.9k'],
    [999950, '£1m'],
    [1234567, '£1.2m'],
    [2e9, '£2bn'],
    [3.5e12, '£3.5tn'],
    [-2500, '-£2.5k'],
    [-0.01, '-£0'],
  ])('%d is %s', (value, text) => {
    expect(formatCompactPounds(value)).toBe(text);
  });
});
