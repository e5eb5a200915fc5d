import { describe, expect, it } from 'vitest';
import {
  describeAction,
  describeNotification,
  describeResourceType,
  formatBadgeCount,
  formatRelativeTime,
} from './notification-text';

describe('notification wording', () => {
  it('keeps created, updated, deleted and restored and calls anything else modified', () => {
    expect(describeAction('created')).toBe('created');
    expect(describeAction('restored')).toBe('restored');
    expect(describeAction('Updated')).toBe('updated');
    expect(describeAction('deleted')).toBe('deleted');
    expect(describeAction('archived')).toBe('modified');
    expect(describeAction('')).toBe('modified');
  });

  it('names the known resource types and shows others as sent', () => {
    expect(describeResourceType('expense')).toBe('expense');
    expect(describeResourceType('Task')).toBe('task');
    expect(describeResourceType('timeline_entry')).toBe('timeline entry');
    expect(describeResourceType('credit_account')).toBe('credit account');
    expect(describeResourceType('insurance')).toBe('insurance policy');
    expect(describeResourceType('constructor')).toBe('constructor');
    expect(describeResourceType('invoice_batch')).toBe('invoice_batch');
  });

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

  it('falls back to Someone when the actor is unknown', () => {
    expect(
      describeNotification({
        id: '1',
        user_email: '',
        action: 'renamed',
        resource_type: 'component',
        resource_name: '  ',
        timestamp: '2026-03-07T11:55:00Z',
        unread: true,
      }),
    ).toEqual({ actor: 'Someone', action: 'modified', resource: 'component', name: null });
  });
});
