import { describe, expect, it } from 'vitest';
import { readConstraints } from './constraints.ts';
import { testCalendar } from './test-support.ts';

/** Today is Thursday 26 November 2026: a date without a year is its next occurrence. */
const TODAY = '2026-11-26';
const { easterSunday } = testCalendar();
const read = (text: string, today = TODAY) =>
  readConstraints(text, today, easterSunday).map(({ ...constraint }) =>
    'trade' in constraint ? { ...constraint, trade: constraint.trade.id } : constraint,
  );

describe('reading the constraints people write', () => {
  it("reads 'finish before Easter' as every task ending before Easter Sunday 2027", () => {
    expect(read('We want it finished before Easter.')).toEqual([
      {
        kind: 'deadline',
        text: 'before Easter',
        endBy: '2027-03-28',
        understood: 'Finish before Easter (Sun 28 Mar 2027)',
      },
    ]);
  });

  it("reads 'by 1 March' as 1 March 2027 included", () => {
    expect(read('Must be done by 1 March')).toEqual([
      {
        kind: 'deadline',
        text: 'by 1 March',
        endBy: '2027-03-02',
        understood: 'Finish by Mon 1 Mar 2027',
      },
    ]);
    // After 1 March, the next one is a year later.
    expect(read('Must be done by 1 March', '2027-03-05')[0]).toMatchObject({ endBy: '2028-03-02' });
  });

  it("reads 'electrician only free in January' as the whole of January 2027", () => {
    expect(read('Electrician only free in January.')).toEqual([
      {
        kind: 'trade_window',
        trade: 'electrician',
        text: 'Electrician only free in January',
        from: '2027-01-01',
        until: '2027-02-01',
        understood: 'Electrician available from Fri 1 Jan 2027 to Sun 31 Jan 2027',
      },
    ]);
  });

  it("reads 'plasterer from 10 Feb' as a window with a start and no end", () => {
    expect(read('Plasterer from 10 Feb')).toEqual([
      {
        kind: 'trade_window',
        trade: 'plasterer',
        text: 'Plasterer from 10 Feb',
        from: '2027-02-10',
        understood: 'Plasterer available from Wed 10 Feb 2027',
      },
    ]);
  });

  it("reads 'not before 6 January' as a start, not a deadline", () => {
    expect(read('not before 6 January')).toEqual([
      {
        kind: 'start',
        text: 'not before 6 January',
        from: '2027-01-06',
        understood: 'No work before Wed 6 Jan 2027',
      },
    ]);
  });

  it("reads 'budget £15,000' and 'under £8k' as caps in pounds", () => {
    expect(read('budget £15,000')).toEqual([
      {
        kind: 'budget',
        text: 'budget £15,000',
        pounds: 15000,
        understood: 'Spend at most £15,000',
      },
    ]);
    expect(read('Keep it under £8k please')).toEqual([
      { kind: 'budget', text: 'under £8k', pounds: 8000, understood: 'Spend at most £8,000' },
    ]);
  });

  it("reads the issue's context whole, each clause once, in order", () => {
    const context =
      'Renovate the kitchen: new cabinets, rewire, then worktops and tiling\n...finish before Easter. Electrician only free in January. Budget £15,000, builder not before 6 January';
    expect(read(context).map((constraint) => constraint.kind)).toEqual([
      'deadline',
      'trade_window',
      'budget',
      'trade_window',
    ]);
    // 'not before' opens the builder's window; it does not close it.
    expect(read(context)[3]).toMatchObject({ trade: 'builder', from: '2027-01-06' });
    expect(read(context)[3]).not.toHaveProperty('until');
  });

  it('reads nothing into words that are not constraints', () => {
    expect(read('Marble worktops and a new sink; the plumber is my cousin')).toEqual([]);
  });
});
