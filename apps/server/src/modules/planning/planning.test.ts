import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Task } from '@hrt/shared/schemas/schedule';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia } from '../expenses/test-support.ts';
import { snapshotSchedule } from '../schedule/test-support.ts';
import { componentFor } from './builtin-planner.ts';

/** The built-in planner, offline, on a fixed "today": Wednesday 4 March 2026. */
let t: TestApp;
let owner: SignedInUser;
let kitchen: BuildComponent;
let bathroom: BuildComponent;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T10:00:00Z') });
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'build_manager' });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

async function plan(payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/agentic-plan',
    headers: { authorization: owner.authorization },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function allTasks(): Promise<Task[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/tasks?limit=1000',
    headers: { authorization: owner.authorization },
  });
  return response.json().items;
}

const goal = 'Renovate the kitchen and the bathroom';

describe('which component a sequence goes to', () => {
  const kitchens = [
    { id: 'a', name: 'Kitchen' },
    { id: 'b', name: 'Garden Flat Kitchen' },
    { id: 'c', name: 'Hall' },
  ];
  const kitchen = { componentWords: /kitchen/i };

  it('prefers the component the goal names, the most specific first', () => {
    expect(componentFor(kitchen, kitchens, 'Refit the garden flat kitchen')?.id).toBe('b');
    expect(componentFor(kitchen, kitchens, 'Refit the kitchen')?.id).toBe('a');
  });

  it('falls back to the first component whose name fits', () => {
    expect(componentFor(kitchen, kitchens, 'New worktops please')?.id).toBe('a');
    expect(componentFor(kitchen, [{ id: 'c', name: 'Hall' }], 'kitchen')).toBeUndefined();
  });
});

describe('built-in planner', () => {
  it('answers an error and writes nothing when the project has no components', async () => {
    const before = await snapshotSchedule(t);
    const result = await plan({ goal });
    expect(result).toMatchObject({ status: 'error', created_tasks: [] });
    expect(result.summary).toBe(
      'The project has no components yet. Add a room, design item or service first: every task belongs to one.',
    );
    expect(await snapshotSchedule(t)).toEqual(before);
    kitchen = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
    bathroom = await createComponentVia(t, owner.authorization, { name: 'Family Bathroom' });
  });

  it('says the built-in planner is active', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/test',
      headers: { authorization: owner.authorization },
    });
    expect(response.json()).toEqual({
      status: 'success',
      message:
        'The built-in planner is active: it plans offline from its renovation knowledge base.',
    });
  });

  it('analyses without writing when execute is off', async () => {
    const before = await snapshotSchedule(t);
    const result = await plan({ goal, execute: false });
    expect(result.status).toBe('analyzed');
    expect(result.summary).toBe(
      'Planned 18 tasks over 18 working days (about 3.6 weeks); nothing was created.',
    );
    expect(result.analysis.suggested_tasks).toHaveLength(18);
    expect(result.analysis.timeline_suggestions).toEqual({ estimated_duration_weeks: 3.6 });
    expect(result.analysis.contractor_recommendations[1]).toEqual({
      trade: 'Plumber',
      reason:
        '4 tasks: First fix plumbing (Kitchen), First fix plumbing (Family Bathroom), Fit sanitaryware (Family Bathroom), Second fix plumbing and electrics (Family Bathroom)',
    });
    expect(await snapshotSchedule(t)).toEqual(before);
  });

  it('creates the kitchen and the bathroom in order, with dependencies, in one go', async () => {
    const result = await plan({ goal });
    expect(result.status).toBe('executed');
    expect(result.summary).toBe(
      'Created 18 tasks with their dependencies, over 18 working days (about 3.6 weeks).',
    );
    expect(result.created_tasks).toHaveLength(18);
    expect(
      result.created_tasks.every(
        (task: { result: { status: string } }) => task.result.status === 'success',
      ),
    ).toBe(true);

    const tasks = await allTasks();
    const byName = (component: BuildComponent, name: string) =>
      tasks.find((task) => task.group.id === component.id && task.name === name)!;
    const dated = (component: BuildComponent) =>
      tasks
        .filter((task) => task.group.id === component.id)
        .map((task) => `${task.startAt}..${task.endAt} ${task.name}`);
    // Working days only: weekends are skipped (a bar may span one), Easter is after the end.
    expect(dated(kitchen)).toEqual([
      '2026-03-09..2026-03-12 Strip out old kitchen',
      '2026-03-12..2026-03-14 First fix electrics',
      '2026-03-12..2026-03-14 First fix plumbing',
      '2026-03-16..2026-03-19 Plaster walls and ceiling',
      '2026-03-19..2026-03-24 Fit kitchen units',
      '2026-03-24..2026-03-26 Fit worktops',
      '2026-03-26..2026-03-27 Install appliances',
      '2026-03-26..2026-03-28 Tile splashback',
      '2026-03-30..2026-04-02 Decorate kitchen',
    ]);
    expect(dated(bathroom)).toEqual([
      '2026-03-09..2026-03-11 Strip out old bathroom',
      '2026-03-11..2026-03-12 First fix electrics',
      '2026-03-11..2026-03-13 First fix plumbing',
      '2026-03-13..2026-03-14 Tanking and waterproofing',
      '2026-03-16..2026-03-18 Plaster walls and ceiling',
      '2026-03-18..2026-03-21 Tile walls and floor',
      '2026-03-23..2026-03-25 Fit sanitaryware',
      '2026-03-25..2026-03-26 Second fix plumbing and electrics',
      '2026-03-26..2026-03-28 Decorate bathroom',
    ]);

    // Strip-out -> first fix -> plaster -> ... -> decorate, by dependency.
    const kitchenIds = (...names: string[]) => names.map((name) => byName(kitchen, name).id).sort();
    expect(byName(kitchen, 'First fix plumbing').dependencies).toEqual(
      kitchenIds('Strip out old kitchen'),
    );
    expect(byName(kitchen, 'Plaster walls and ceiling').dependencies.sort()).toEqual(
      kitchenIds('First fix plumbing', 'First fix electrics'),
    );
    // Decorating waits for the plaster it goes on, as well as the last fitting.
    expect(byName(kitchen, 'Decorate kitchen').dependencies.sort()).toEqual(
      kitchenIds('Install appliances', 'Plaster walls and ceiling', 'Tile splashback'),
    );
    expect(byName(bathroom, 'Plaster walls and ceiling').dependencies).toEqual([
      byName(bathroom, 'Tanking and waterproofing').id,
    ]);
    expect(byName(kitchen, 'First fix plumbing').owner.name).toBe('Plumber');
    expect(byName(bathroom, 'Decorate bathroom').owner.name).toBe('Painter');
    // Each room's chain, and each decoration's wait for its plaster: 21 links.
    expect((await snapshotSchedule(t)).dependencies).toHaveLength(21);
  });

  it('adds nothing when run again', async () => {
    const before = await snapshotSchedule(t);
    const result = await plan({ goal });
    expect(result).toMatchObject({
      status: 'executed',
      summary: 'Nothing new to add: the schedule already has every task this plan needs.',
      created_tasks: [],
    });
    expect(await snapshotSchedule(t)).toEqual(before);
  });

  it('plans new work after the last existing task, from the next working Monday', async () => {
    // Whole-house work goes to the component named for it.
    const house = await createComponentVia(t, owner.authorization, { name: 'Whole house' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/analyze',
      headers: { authorization: owner.authorization },
      payload: { description: 'Rewire the house' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const analysis = response.json();
    expect(
      analysis.suggested_tasks.map(
        (task: Task & { owner: string }) =>
          `${task.startAt}..${task.endAt} ${task.name} (${task.owner})`,
      ),
    ).toEqual([
      // The kitchen ends on Thursday 2 April; Monday 6 April is Easter Monday.
      '2026-04-07..2026-04-09 Survey and strip-out (Main Contractor)',
      '2026-04-09..2026-04-14 First fix electrics (Electrician)',
      '2026-04-14..2026-04-18 Plastering (Main Contractor)',
      '2026-04-20..2026-04-22 Second fix electrics (Electrician)',
      '2026-04-22..2026-04-29 Decorating (Painter)',
    ]);
    expect(analysis.timeline_suggestions.estimated_duration_weeks).toBe(3.2);
    expect(
      new Set(analysis.suggested_tasks.map((task: { component_id: string }) => task.component_id)),
    ).toEqual(new Set([house.id]));
    expect(analysis.dependencies.slice(0, 2)).toEqual([
      { from: 'general:survey', to: 'general:electrics-1' },
      { from: 'general:electrics-1', to: 'general:plaster' },
    ]);
  });

  it('refuses a 10,000-character goal with 422, writing nothing', async () => {
    const before = await snapshotSchedule(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/agentic-plan',
      headers: { authorization: owner.authorization },
      payload: { goal: 'kitchen '.repeat(1250) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('goal: Use at most 4000 characters.');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/ai/agentic-plan',
      headers: { authorization: owner.authorization },
      payload: { goal: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('goal: Renovation goal is required');
    expect(await snapshotSchedule(t)).toEqual(before);
  });
});
