import type { Task } from '@hrt/shared/schemas/schedule';
import { describe, expect, it } from 'vitest';
import { planWithKnowledgeBase } from './builtin-planner.ts';
import { readConstraints } from './constraints.ts';
import { checkPlan } from './plan-validator.ts';
import { testCalendar } from './test-support.ts';

/**
 * The built-in planner and the validator together, as POST /api/ai/agentic-plan runs them, on
 * the English calendar (Monday to Friday, bank holidays), today Thursday 26 November 2026.
 */
const calendar = testCalendar();
const TODAY = '2026-11-26';
const kitchen = { id: '0b0c2a56-1111-4222-8333-000000000001', name: 'Kitchen', budget: 0 };
const rewire = {
  id: '0b0c2a56-1111-4222-8333-000000000002',
  name: 'Electrician rewire',
  budget: 0,
};
const loft = { id: '0b0c2a56-1111-4222-8333-000000000003', name: 'Loft', budget: 0 };

function plan(
  goal: string,
  context: string,
  components: Array<{ id: string; name: string; budget: number }>,
  existing: Task[] = [],
) {
  const constraints = readConstraints(`${goal}\n${context}`, TODAY, calendar.easterSunday);
  const proposal = planWithKnowledgeBase({
    goal,
    context,
    components,
    existing,
    today: TODAY,
    calendar,
    constraints,
  });
  const checked = checkPlan(proposal, { components, existing, calendar, constraints });
  if (!checked.ok) throw new Error(checked.summary);
  const { analysis } = checked.plan;
  return {
    analysis,
    dated: analysis.suggested_tasks.map(
      (task) => `${task.startAt}..${task.endAt} ${task.name} -> ${task.component_name}`,
    ),
    verdicts: analysis.constraints.map(
      (constraint) => `${constraint.status}: ${constraint.reason}`,
    ),
  };
}

describe('a kitchen before Easter with a January electrician, planned within its context', () => {
  const { analysis, dated, verdicts } = plan(
    'Renovate the kitchen: new cabinets, rewire, then worktops and tiling',
    '...finish before Easter. Electrician only free in January.',
    [kitchen, rewire],
  );

  it('waits for January for the electrician, on working days only, and ends before Easter', () => {
    expect(dated).toEqual([
      // Stripped out just before the electrician comes, not left bare through December:
      // 29 to 31 December (1 January is a bank holiday, 2 and 3 January a weekend).
      '2026-12-29..2027-01-01 Strip out old kitchen -> Kitchen',
      '2027-01-05..2027-01-07 First fix plumbing -> Kitchen',
      '2027-01-04..2027-01-07 First fix electrics (Kitchen) -> Electrician rewire',
      '2027-01-07..2027-01-13 Plaster walls and ceiling -> Kitchen',
      '2027-01-13..2027-01-16 Fit kitchen units -> Kitchen',
      '2027-01-18..2027-01-20 Fit worktops -> Kitchen',
      '2027-01-20..2027-01-21 Install appliances -> Kitchen',
      '2027-01-20..2027-01-22 Tile splashback -> Kitchen',
      '2027-01-20..2027-01-22 Second fix electrics (Kitchen) -> Electrician rewire',
      '2027-01-22..2027-01-29 Decorate kitchen -> Kitchen',
    ]);
    expect(verdicts).toEqual([
      'met: The last task, Decorate kitchen, finishes on Thu 28 Jan 2027.',
      "met: 3 tasks (First fix electrics (Kitchen), Install appliances, Second fix electrics (Kitchen)): Mon 4 Jan 2027 to Thu 21 Jan 2027, within the electrician's dates.",
    ]);
  });

  it('merges the whole-house steps that mean the kitchen steps, and says so', () => {
    const names = analysis.suggested_tasks.map((task) => task.name);
    expect(names).not.toContain('Survey and strip-out');
    expect(names).not.toContain('Plastering');
    expect(names).not.toContain('Decorating');
    expect(analysis.notes).toEqual([
      "'Survey and strip-out' is the same step as 'Strip out old kitchen' (Kitchen): merged.",
      "'Plastering' is the same step as 'Plaster walls and ceiling' (Kitchen): merged.",
      "'Decorating' is the same step as 'Decorate kitchen' (Kitchen): merged.",
    ]);
  });
});

describe('each constraint honoured or explained', () => {
  it('starts no earlier than asked and skips Christmas, the Boxing Day substitute and New Year', () => {
    const { dated, verdicts } = plan('New kitchen', 'Not before 14 December', [kitchen]);
    expect(dated).toEqual([
      '2026-12-14..2026-12-17 Strip out old kitchen -> Kitchen',
      '2026-12-17..2026-12-19 First fix plumbing -> Kitchen',
      '2026-12-17..2026-12-19 First fix electrics -> Kitchen',
      '2026-12-21..2026-12-24 Plaster walls and ceiling -> Kitchen',
      // 24, 29 and 30 December: 25 and 28 December are bank holidays.
      '2026-12-24..2026-12-31 Fit kitchen units -> Kitchen',
      '2026-12-31..2027-01-05 Fit worktops -> Kitchen',
      '2027-01-05..2027-01-06 Install appliances -> Kitchen',
      '2027-01-05..2027-01-07 Tile splashback -> Kitchen',
      '2027-01-07..2027-01-12 Decorate kitchen -> Kitchen',
    ]);
    expect(verdicts).toEqual([
      'met: The first task, Strip out old kitchen, starts on Mon 14 Dec 2026.',
    ]);
  });

  it("holds the plastering until the plasterer's date", () => {
    const { dated } = plan('Loft conversion', 'plasterer from 10 Feb', [loft]);
    expect(dated.slice(0, 4)).toEqual([
      // The work before it moves up to meet it rather than leave the loft open for weeks.
      '2027-01-18..2027-01-20 Survey and strip-out -> Loft',
      '2027-01-20..2027-02-05 Loft conversion structure and stairs -> Loft',
      '2027-02-05..2027-02-10 First fix electrics -> Loft',
      '2027-02-10..2027-02-16 Plastering -> Loft',
    ]);
  });

  it('says plainly when a deadline cannot be met, and why', () => {
    const { verdicts } = plan('New kitchen', 'Finish by 11 December', [kitchen]);
    expect(verdicts).toEqual([
      'not_met: Decorate kitchen finishes on Wed 23 Dec 2026, 8 working days too late: the plan needs 18 working days from its start on Mon 30 Nov 2026, and the work before it, Tile splashback, finishes on Fri 18 Dec 2026.',
    ]);
  });

  it("says plainly when a trade's window closes before its work", () => {
    const bathroom = { id: '0b0c2a56-1111-4222-8333-000000000004', name: 'Bathroom', budget: 0 };
    const { verdicts } = plan('Bathroom renovation', 'The plumber is only free until 4 December', [
      bathroom,
    ]);
    expect(verdicts).toEqual([
      "not_met: Fit sanitaryware is on Mon 14 Dec 2026 to Tue 15 Dec 2026, outside the plumber's dates: the work before it, Tile walls and floor, finishes on Fri 11 Dec 2026.",
    ]);
  });

  it('compares a budget cap with the budgets of the components the plan works on', () => {
    const budgeted = { ...kitchen, budget: 14000 };
    expect(plan('New kitchen', 'Budget £12,000', [budgeted]).verdicts).toEqual([
      'not_met: The components this plan works on are budgeted at £14,000 (Kitchen £14,000), £2,000 over.',
    ]);
    expect(plan('New kitchen', 'under £15k', [budgeted]).verdicts).toEqual([
      'met: The components this plan works on are budgeted at £14,000 (Kitchen £14,000), within it.',
    ]);
    expect(plan('New kitchen', 'under £15k', [kitchen]).verdicts).toEqual([
      'unchecked: The planner has no cost estimates, and Kitchen has no budget set to compare.',
    ]);
  });
});

describe('the right place, and nothing twice', () => {
  it("puts each room's electrics on the electrics component that names the room", () => {
    const bathroom = { id: '0b0c2a56-1111-4222-8333-000000000004', name: 'Bathroom', budget: 0 };
    const kitchenElectrics = {
      id: '0b0c2a56-1111-4222-8333-000000000005',
      name: 'Kitchen electrics',
      budget: 0,
    };
    const bathroomElectrics = {
      id: '0b0c2a56-1111-4222-8333-000000000006',
      name: 'Bathroom electrics',
      budget: 0,
    };
    const { analysis } = plan('Renovate the kitchen and the bathroom', '', [
      kitchen,
      bathroom,
      kitchenElectrics,
      bathroomElectrics,
    ]);
    const where = (name: string) =>
      analysis.suggested_tasks
        .filter((task) => task.name === name)
        .map((task) => task.component_name);
    expect(where('First fix electrics (Kitchen)')).toEqual(['Kitchen electrics']);
    expect(where('First fix electrics (Bathroom)')).toEqual(['Bathroom electrics']);
    expect(where('Fit kitchen units')).toEqual(['Kitchen']);
  });

  it('does not add a step the schedule has under another name, nor what comes before started work', () => {
    const plastering: Task = {
      id: '0b0c2a56-1111-4222-8333-0000000000aa',
      name: 'Plastering',
      startAt: '2026-11-16',
      endAt: '2026-11-19',
      status: { id: 2, name: 'In Progress', color: 'info' },
      group: { id: kitchen.id, name: 'Kitchen' },
      owner: { id: 'main-contractor', name: 'Main Contractor', image: null },
      supplier: '',
      contact_id: null,
      dependencies: [],
      created_at: '2026-11-01T09:00:00.000Z',
      updated_at: '2026-11-01T09:00:00.000Z',
      created_by: 'owner@example.com',
    };
    const { analysis } = plan('Finish the kitchen', '', [kitchen], [plastering]);
    expect(analysis.suggested_tasks.map((task) => task.name)).toEqual([
      'Fit kitchen units',
      'Fit worktops',
      'Install appliances',
      'Tile splashback',
      'Decorate kitchen',
    ]);
    expect(analysis.notes[0]).toBe("'Plastering' is already on Kitchen: not added again.");
  });
});

describe('a new kitchen, a bathroom refit and underfloor heating, the builder named', () => {
  const ids = (n: number) => `0b0c2a56-1111-4222-8333-00000000001${n}`;
  const [kitchenRoom, bathroom, tiles, heating, builder] = [
    'Kitchen',
    'Bathroom',
    'Bathroom tiles',
    'Underfloor heating',
    'Builder',
  ].map((name, index) => ({ id: ids(index), name, budget: 0 }));
  const { dated } = plan(
    'New kitchen, bathroom refit, underfloor heating',
    'Our builder strips out both rooms, lays the screed and does the plastering.',
    [kitchenRoom!, bathroom!, tiles!, heating!, builder!],
  );

  it('runs the bathroom strip-out, first fix, heating, screed, plaster, tiles, then fittings', () => {
    // From Monday 30 November on working days; Christmas Day is the Friday after the last.
    expect(dated.filter((line) => /Bathroom|bathroom/.test(line))).toEqual([
      '2026-11-30..2026-12-02 Strip out old bathroom (Bathroom) -> Builder',
      '2026-12-02..2026-12-04 First fix plumbing -> Bathroom',
      '2026-12-02..2026-12-03 First fix electrics -> Bathroom',
      '2026-12-04..2026-12-08 Lay underfloor heating (Bathroom) -> Underfloor heating',
      '2026-12-08..2026-12-10 Lay floor screed (Bathroom) -> Builder',
      '2026-12-10..2026-12-11 Tanking and waterproofing -> Bathroom',
      '2026-12-11..2026-12-15 Plaster walls and ceiling (Bathroom) -> Builder',
      '2026-12-15..2026-12-18 Tile walls and floor (Bathroom) -> Bathroom tiles',
      '2026-12-18..2026-12-22 Fit sanitaryware -> Bathroom',
      '2026-12-22..2026-12-23 Second fix plumbing and electrics -> Bathroom',
      '2026-12-23..2026-12-25 Decorate bathroom -> Bathroom',
    ]);
  });

  it("puts the kitchen's splashback on the kitchen, not on the bathroom's tiles", () => {
    expect(dated.filter((line) => line.includes('splashback'))).toEqual([
      expect.stringMatching(/ Tile splashback -> Kitchen$/),
    ]);
  });

  it("gives the builder the work the context names as the builder's, in both rooms", () => {
    expect(
      dated.filter((line) => line.endsWith('-> Builder')).map((line) => line.slice(23)),
    ).toEqual([
      'Strip out old kitchen (Kitchen) -> Builder',
      'Lay floor screed (Kitchen) -> Builder',
      'Plaster walls and ceiling (Kitchen) -> Builder',
      'Strip out old bathroom (Bathroom) -> Builder',
      'Lay floor screed (Bathroom) -> Builder',
      'Plaster walls and ceiling (Bathroom) -> Builder',
    ]);
  });
});
