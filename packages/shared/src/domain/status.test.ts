import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPounds } from './money.ts';
import {
  budgetBarTone,
  budgetPercent,
  budgetStatus,
  classifyStatus,
  formatStatus,
  statusProgress,
} from './status.ts';

describe('classifyStatus (keyword, case-insensitive substring)', () => {
  it.each([
    ['Completed', 'success'],
    ['DONE', 'success'],
    ['finished tiling', 'success'],
    ['IN_PROGRESS', 'info'],
    ['In Progress', 'info'],
    ['ongoing', 'info'],
    ['Active', 'info'],
    ['Planned', 'warning'],
    ['In Planning', 'warning'],
    ['pending quote', 'warning'],
    ['Waiting for parts', 'warning'],
    ['On Hold', 'destructive'],
    ['stopped', 'destructive'],
    ['CANCELLED', 'destructive'],
    ['In Design', 'neutral'],
    ['', 'neutral'],
  ])('%s -> %s', (status, tone) => {
    expect(classifyStatus(status)).toBe(tone);
  });

  it('lets the first group in the order success, info, warning, destructive win', () => {
    expect(classifyStatus('done, was on hold')).toBe('success');
    expect(classifyStatus('active plan')).toBe('info');
  });
});

describe('statusProgress', () => {
  it.each([
    ['Completed', 100],
    ['done', 100],
    ['IN_PROGRESS', 65],
    ['ongoing', 65],
    ['Planned', 25],
    ['pending', 25],
    ['finished', 0],
    ['On Hold', 0],
    ['In Design', 0],
  ])('%s -> %i %%', (status, progress) => {
    expect(statusProgress(status)).toBe(progress);
  });
});

describe('formatStatus', () => {
  it('turns stored constants into words and keeps typed text', () => {
    expect(formatStatus('IN_PROGRESS')).toBe('In Progress');
    expect(formatStatus('In Design')).toBe('In Design');
    expect(formatStatus('  ')).toBe('No status');
  });
});

describe('budgetStatus (spent against budget)', () => {
  it('says No Budget Set without a positive budget', () => {
    expect(budgetStatus(100, 0)).toBe('No Budget Set');
    expect(budgetStatus(0, 0)).toBe('No Budget Set');
  });

  it('switches at exactly 80 % and 100 %', () => {
    expect(budgetStatus(79.99, 100)).toBe('Under Budget');
    expect(budgetStatus(80, 100)).toBe('Near Budget');
    expect(budgetStatus(99.99, 100)).toBe('Near Budget');
    expect(budgetStatus(100, 100)).toBe('Over Budget');
    expect(budgetStatus(150, 100)).toBe('Over Budget');
    expect(budgetStatus(0, 100)).toBe('Under Budget');
  });

  it('is exact at the thresholds for any budget in pence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (budgetPence) => {
        const budget = toPounds(budgetPence * 5); // a multiple of 5p, so 80 % is whole pence
        const eighty = toPounds(budgetPence * 4);
        expect(budgetStatus(eighty, budget)).toBe('Near Budget');
        expect(budgetStatus(toPounds(budgetPence * 4 - 1), budget)).toBe('Under Budget');
        expect(budgetStatus(budget, budget)).toBe('Over Budget');
        expect(budgetStatus(toPounds(budgetPence * 5 - 1), budget)).toBe('Near Budget');
      }),
    );
  });

  it('gives the percentage used for the bar', () => {
    expect(budgetPercent(50, 200)).toBe(25);
    expect(budgetPercent(50, 0)).toBe(0);
  });
});

describe('budgetBarTone', () => {
  it('is success below 30 %, warning below 70 %, destructive from 70 %', () => {
    expect(budgetBarTone(0)).toBe('success');
    expect(budgetBarTone(29.99)).toBe('success');
    expect(budgetBarTone(30)).toBe('warning');
    expect(budgetBarTone(69.99)).toBe('warning');
    expect(budgetBarTone(70)).toBe('destructive');
    expect(budgetBarTone(120)).toBe('destructive');
  });
});
