const UNITS = [
  { size: 1, suffix: '' },
  { size: 1e3, suffix: 'k' },
  { size: 1e6, suffix: 'm' },
  { size: 1e9, suffix: 'bn' },
  { size: 1e12, suffix: 'tn' },
];

const toTenths = (value: number) => Math.round(value * 10) / 10;

/**
 * A chart axis's pounds, short: `£0`, `£1.5k`, `£200k`, `£1.2m`, `-£2.5k`; at most one decimal.
 * The text a browser gives for en-GB compact currency with one decimal at most, written out:
 * asking Intl.NumberFormat for compact notation loads its data, a tenth of a second of script
 * on a phone as the charts draw (decision 050).
 */
export function formatCompactPounds(value: number): string {
  const amount = Math.abs(value);
  let unit = UNITS.findLastIndex(({ size }) => amount >= size);
  if (unit < 0) unit = 0;
  let scaled = toTenths(amount / (UNITS[unit]?.size ?? 1));
  // 999,950 rounds to 1,000k: it is £1m.
  if (scaled >= 1000 && unit < UNITS.length - 1) {
    unit++;
    scaled = toTenths(amount / (UNITS[unit]?.size ?? 1));
  }
  const sign = value < 0 ? '-' : '';
  return `${sign}£${scaled}${UNITS[unit]?.suffix ?? ''}`;
}
