import type { Task } from '@hrt/shared/schemas/schedule';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia } from '../expenses/test-support.ts';

/**
 * One plan, one undo (decision 035): an executed plan answers its plan_id and where each task went;
 * undo removes its tasks nobody changed since, through the trash; an analysed plan carried
 * back is checked again and written as shown. Today is Thursday 26 November 2026.
 */
let t: TestApp;
let api: ReturnType<typeof apiAs>;
let kitchenId: string;
let rewireId: string;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
  t = await buildTestApp();
  const owner = await createSignedInUser(t, { role: 'owner' });
  api = apiAs(t, owner);
  kitchenId = (await createComponentVia(t, owner.authorization, { name: 'Kitchen' })).id;
  rewireId = (
    await createComponentVia(t, owner.authorization, {
      name: 'Electrician rewire',
      type: 'service',
    })
  ).id;
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const issueGoal = 'Renovate the kitchen: new cabinets, rewire, then worktops and tiling';
const issueContext = '...finish before Easter. Electrician only free in January.';

async function taskIds(): Promise<string[]> {
  return ((await api.ok('GET', '/api/tasks?limit=1000')).items as Task[]).map((task) => task.id);
}

describe('an executed plan and its undo', () => {
  let planId: string;
  let created: Array<{
    task_id: string;
    task_name: string;
    component_id: string;
    component_name: string;
  }>;

  it('answers a plan_id, each task with its component, and the constraints understood', async () => {
    const result = await api.ok('POST', '/api/ai/agentic-plan', {
      goal: issueGoal,
      project_context: issueContext,
    });
    expect(result.status).toBe('executed');
    expect(result.plan_id).toMatch(/^[0-9a-f-]{36}$/);
    planId = result.plan_id;
    created = result.created_tasks;
    expect(created).toHaveLength(10);
    expect(created[2]).toMatchObject({
      task_name: 'First fix electrics (Kitchen)',
      component_id: rewireId,
      component_name: 'Electrician rewire',
    });
    expect(created[0]).toMatchObject({
      task_name: 'Strip out old kitchen',
      component_id: kitchenId,
    });
    expect(
      result.constraints.map(
        (c: { understood: string; status: string }) => `${c.status}: ${c.understood}`,
      ),
    ).toEqual([
      'met: Finish before Easter (Sun 28 Mar 2027)',
      'met: Electrician available from Fri 1 Jan 2027 to Sun 31 Jan 2027',
    ]);
  });

  it('refuses with 409 naming the changed tasks, removing nothing', async () => {
    const worktops = created.find((task) => task.task_name === 'Fit worktops')!;
    // Alone: a move that carried its dependants would change them too.
    await api.ok('PATCH', `/api/tasks/${worktops.task_id}/move`, {
      start: '2027-01-19',
      end: '2027-01-21',
      with_dependants: false,
    });
    const before = await taskIds();
    const refused = await api.call('POST', `/api/ai/plans/${planId}/undo`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'plan_tasks_changed',
      detail:
        "1 task of this plan changed since it was written: 'Fit worktops'. Confirm to remove the other 9 and keep it.",
      errors: { changed_task_ids: [worktops.task_id], changed_task_names: ['Fit worktops'] },
    });
    expect(await taskIds()).toEqual(before);
  });

  it('with confirm, moves the unchanged rest to the trash and keeps the changed one', async () => {
    const other = await api.ok('POST', '/api/tasks', {
      name: 'Order skip',
      startAt: '2026-11-30',
      endAt: '2026-12-01',
      group: { id: kitchenId },
    });
    const undone = await api.ok('POST', `/api/ai/plans/${planId}/undo`, { confirm: true });
    expect(undone.removed).toHaveLength(9);
    expect(undone.kept).toEqual([
      { task_id: created[5]!.task_id, task_name: 'Fit worktops', why: 'changed' },
    ]);
    expect((await taskIds()).sort()).toEqual([created[5]!.task_id, other.id].sort());
    const trash = await api.ok('GET', '/api/trash?limit=100');
    expect(
      trash.items.filter((entry: { resource_type: string }) => entry.resource_type === 'task'),
    ).toHaveLength(9);
  });

  it('refuses a second undo, and an unknown plan', async () => {
    expect(await api.call('POST', `/api/ai/plans/${planId}/undo`, { confirm: true })).toMatchObject(
      {
        status: 409,
        body: { code: 'conflict', detail: 'This plan was already undone.' },
      },
    );
    const unknown = await api.call(
      'POST',
      '/api/ai/plans/0b0c2a56-1111-4222-8333-000000000009/undo',
      {},
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { code: 'not_found', detail: 'This plan is not recorded.' },
    });
  });
});

describe('an analysed plan, added as shown', () => {
  it('shows the tasks without writing, then writes exactly those', async () => {
    const before = await taskIds();
    const analysed = await api.ok('POST', '/api/ai/agentic-plan', {
      goal: 'Re-roof the house',
      execute: false,
      include_analysis: false,
    });
    expect(analysed.status).toBe('analyzed');
    expect(analysed.plan_id).toBeNull();
    // The analysis is the plan to add: it comes even without include_analysis.
    const names = analysed.analysis.suggested_tasks.map((task: { name: string }) => task.name);
    expect(names).toEqual([
      'Put up scaffolding',
      'Strip old roof tiles',
      'Repair roof timbers',
      'Felt, batten and tile the roof',
      'Flashing and guttering',
      'Take down scaffolding',
    ]);
    expect(await taskIds()).toEqual(before);
    const added = await api.ok('POST', '/api/ai/agentic-plan', {
      goal: 'Re-roof the house',
      plan: analysed.analysis,
    });
    expect(added.status).toBe('executed');
    expect(added.created_tasks.map((task: { task_name: string }) => task.task_name)).toEqual(names);
  });

  it('checks a carried plan again: a task moved onto a Sunday is refused, nothing written', async () => {
    const analysed = await api.ok('POST', '/api/ai/agentic-plan', {
      goal: 'Paint the hall',
      execute: false,
    });
    const [first] = analysed.analysis.suggested_tasks;
    const before = await taskIds();
    const tampered = {
      ...analysed.analysis,
      suggested_tasks: [{ ...first, startAt: '2027-01-03', endAt: '2027-01-04', duration_days: 1 }],
    };
    const refused = await api.ok('POST', '/api/ai/agentic-plan', {
      goal: 'Paint the hall',
      plan: tampered,
    });
    expect(refused).toMatchObject({
      status: 'error',
      summary: 'The plan was refused: "Decorating" starts on 2027-01-03, not a working day.',
      plan_id: null,
    });
    expect(await taskIds()).toEqual(before);
  });
});
