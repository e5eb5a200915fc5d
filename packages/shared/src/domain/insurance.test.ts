import { describe, expect, it } from 'vitest';
import { daysUntil, expiryBadge } from './insurance.ts';

describe('expiryBadge', () => {
  const today = '2026-03-01';
  it.each([
    ['2026-02-28', 'Expired', 'destructive'],
    ['2026-03-01', 'Expires today', 'warning'],
    ['2026-03-02', 'Expires in 1 day', 'warning'],
    ['2026-03-08', 'Expires in 7 days', 'warning'],
    ['2026-03-31', 'Expires in 30 days', 'warning'],
    ['2026-04-01', 'Active', 'success'],
  ])('ending %s is %s', (end, label, tone) => {
    expect(expiryBadge(end, today)).toMatchObject({ label, tone });
  });

  it('is Active without an end date', () => {
    expect(expiryBadge(null, today)).toEqual({ label: 'Active', tone: 'success', days: null });
  });

  it('counts calendar days across the clocks going forward', () => {
    expect(daysUntil('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysUntil('2027-03-01', '2026-03-01')).toBe(365);
  });
});
