import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatRelativeTime } from './notification-text';

describe('notification wording', () => {
  it('caps the badge at 99+ and hides it at zero', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-1)).toBeNull();
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('writes relative timestamps with a suffix', () => {
    const now = new Date('2026-03-07T12:00:00Z');
    expect(formatRelativeTime('2026-03-07T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-05T12:00:00Z', now)).toBe('2 days ago');
    // A server clock slightly ahead still reads as the past.
    expect(formatRelativeTime('2026-03-07T12:00:05Z', now)).toBe('less than a minute ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
