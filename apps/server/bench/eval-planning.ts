/**
 * npm run eval:planning [-- --only=<text>] [--verbose]
 *
 * The built-in planner on the team's own goal + context cases (apps/server/test/fixtures/
 * planning/cases.json), each planned offline through the same constraint reading and plan
 * validator as POST /api/ai/agentic-plan, on the case's working calendar. Six checks per case:
 * trades in a valid order, no task on a non-working day, constraints met or explained, no
 * duplicates, the right component (never another room's), and everything asked for planned
 * (`steps_required`, `components_busy`). Prints a table and the totals; exit 1 below every case
 * passing every check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toWorkingCalendar } from '@hrt/shared/domain/working-days';
import type { HolidayRegion } from '@hrt/shared/schemas/calendar';
import type { Task } from '@hrt/shared/schemas/schedule';
import { taskOwners } from '@hrt/shared/schemas/schedule';
import { planWithKnowledgeBase } from '../src/modules/planning/builtin-planner.ts';
import { readConstraints } from '../src/modules/planning/constraints.ts';
import { checkPlan } from '../src/modules/planning/plan-validator.ts';
import { plannerCalendarOf } from '../src/modules/planning/planner-calendar.ts';
import { listPublicHolidays } from '../src/modules/settings/public-holidays.ts';
import {
  type ExpectedConstraint,
  scoreAskedFor,
  scoreComponents,
  scoreConstraints,
  scoreDuplicates,
  scoreOrder,
  scoreWorkingDays,
} from './planning-scoring.ts';

interface Case {
  id: string;
  goal: string;
  context: string;
  today: string;
  working_days?: number[];
  holidays?: HolidayRegion;
  components: Array<{ name: string; budget?: number }>;
  existing?: Array<{
    name: string;
    component: string;
    startAt: string;
    endAt: string;
    owner?: string;
  }>;
  component: string | string[];
  components_by_step?: Record<string, string>;
  forbid?: string[];
  /** Steps the plan must hold (trade-steps.ts names). */
  steps_required?: string[];
  /** Components the plan must give at least one task. */
  components_busy?: string[];
  constraints: ExpectedConstraint[];
}

const FIXTURES = path.resolve(import.meta.dirname, '../test/fixtures/planning/cases.json');
const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice(7);
const verbose = args.includes('--verbose');
const { cases } = JSON.parse(readFileSync(FIXTURES, 'utf8')) as { cases: Case[] };
const checks = [
  'order',
  'working days',
  'constraints',
  'no duplicates',
  'component',
  'asked for',
] as const;

function evaluate(one: Case): { tasks: number; results: string[]; notes: string[] } {
  const year = Number(one.today.slice(0, 4));
  const calendar = plannerCalendarOf(
    toWorkingCalendar({
      working_days: one.working_days ?? [1, 2, 3, 4, 5],
      holiday_dates: listPublicHolidays(one.holidays ?? 'england-and-wales', year - 1, year + 3),
    }),
  );
  const components = one.components.map((component) => ({
    id: crypto.randomUUID(),
    name: component.name,
    budget: component.budget ?? 0,
  }));
  const names = new Map(components.map((component) => [component.id, component.name]));
  const idOf = (name: string) => components.find((component) => component.name === name)!.id;
  const existing: Task[] = (one.existing ?? []).map((task) => {
    const owner = taskOwners.find(
      (candidate) => candidate.id === (task.owner ?? 'main-contractor'),
    )!;
    return {
      id: crypto.randomUUID(),
      name: task.name,
      startAt: task.startAt,
      endAt: task.endAt,
      status: { id: 1, name: 'Planned', color: 'warning' },
      group: { id: idOf(task.component), name: task.component },
      owner: { id: owner.id, name: owner.name, image: null },
      supplier: '',
      contact_id: null,
      dependencies: [],
      created_at: `${one.today}T09:00:00.000Z`,
      updated_at: `${one.today}T09:00:00.000Z`,
      created_by: 'owner@example.com',
    };
  });
  const read = readConstraints(`${one.goal}\n${one.context}`, one.today, calendar.easterSunday);
  const proposal = planWithKnowledgeBase({
    goal: one.goal,
    context: one.context,
    components,
    existing,
    today: one.today,
    calendar,
    constraints: read,
  });
  const checked = checkPlan(proposal, { components, existing, calendar, constraints: read });
  if (!checked.ok) return { tasks: 0, results: checks.map(() => checked.summary), notes: [] };
  const { analysis } = checked.plan;
  if (verbose) {
    for (const task of analysis.suggested_tasks) {
      console.log(`  ${task.startAt}..${task.endAt} ${task.name} -> ${task.component_name}`);
    }
    for (const constraint of analysis.constraints) {
      console.log(`  [${constraint.status}] ${constraint.understood}: ${constraint.reason}`);
    }
  }
  return {
    tasks: analysis.suggested_tasks.length,
    results: [
      scoreOrder(analysis, existing, names),
      scoreWorkingDays(analysis, calendar),
      scoreConstraints(one.constraints, read, analysis.constraints, analysis),
      scoreDuplicates(analysis, existing, one.forbid ?? []),
      scoreComponents(analysis, names, one.component, one.components_by_step ?? {}),
      scoreAskedFor(analysis, names, {
        steps: one.steps_required,
        busy: one.components_busy,
      }),
    ],
    notes: analysis.constraints.map((constraint) => `${constraint.kind} ${constraint.status}`),
  };
}

const rows = cases.filter((one) => !only || one.id.includes(only));
const passed = checks.map(() => 0);
let perfect = 0;
console.log(
  `${'case'.padEnd(42)} tasks  ${checks.map((check) => check.padEnd(13)).join(' ')} constraints read`,
);
for (const one of rows) {
  if (verbose) console.log(one.id);
  const { tasks, results, notes } = evaluate(one);
  results.forEach((result, index) => {
    if (!result) passed[index]! += 1;
  });
  if (results.every((result) => !result)) perfect += 1;
  const cells = results.map((result) => (result ? 'FAIL' : 'pass').padEnd(13)).join(' ');
  console.log(
    `${one.id.padEnd(42)} ${String(tasks).padStart(5)}  ${cells} ${notes.join(', ') || '-'}`,
  );
  for (const [index, result] of results.entries()) {
    if (result) console.log(`    ${checks[index]}: ${result}`);
  }
}
console.log(
  `\n${'totals'.padEnd(42)} ${''.padStart(5)}  ${passed.map((count) => `${count}/${rows.length}`.padEnd(13)).join(' ')}`,
);
console.log(`cases passing every check: ${perfect}/${rows.length}`);
process.exitCode = perfect === rows.length ? 0 : 1;
