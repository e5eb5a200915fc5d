import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Task } from '@hrt/shared/schemas/schedule';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia } from '../expenses/test-support.ts';
import { createTaskVia, snapshotSchedule, taskBody } from '../schedule/test-support.ts';

/**
 * AI_PROVIDER=openai against a small OpenAI-compatible server on loopback: the model proposes,
 * the same validator as the built-in planner's checks, and a bad plan writes nothing.
 */
let model: Server;
let reply: { status: number; content: string };
let received: Array<Record<string, unknown>> = [];

let t: TestApp;
let owner: SignedInUser;
let kitchen: BuildComponent;
let existing: Task;

beforeAll(async () => {
  // Today is Wednesday 20 May 2026.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-20T09:00:00Z') });
  model = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(raw));
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  t = await buildTestApp({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MODEL: 'site-planner',
    },
  });
  owner = await createSignedInUser(t, { role: 'owner' });
  kitchen = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
  existing = await createTaskVia(
    t,
    owner.authorization,
    taskBody(kitchen.id, { name: 'Survey', startAt: '2026-06-01', endAt: '2026-06-02' }),
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => model.close(resolve));
  vi.useRealTimers();
});
beforeEach(() => {
  received = [];
});

const suggested = (key: string, name: string, startAt: string, endAt: string, days: number) => ({
  key,
  name,
  group: 'Kitchen & Bathroom',
  owner: 'Carpenter',
  duration_days: days,
  startAt,
  endAt,
  component_id: kitchen.id,
});

function goodPlan() {
  return {
    suggested_tasks: [
      suggested('units', 'Fit larder units', '2026-06-02', '2026-06-04', 2),
      suggested('doors', 'Hang larder doors', '2026-06-04', '2026-06-05', 1),
    ],
    dependencies: [
      { from: existing.id, to: 'units' },
      { from: 'units', to: 'doors' },
    ],
    timeline_suggestions: { estimated_duration_weeks: 0.5 },
    contractor_recommendations: [{ trade: 'Carpenter', reason: 'Units and doors' }],
  };
}

async function plan(goal = 'Add a larder') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/agentic-plan',
    headers: { authorization: owner.authorization },
    payload: { goal },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('model planner', () => {
  it('really calls the model for the test button', async () => {
    reply = { status: 200, content: '{"ok": true}' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/test',
      headers: { authorization: owner.authorization },
    });
    expect(response.json()).toEqual({
      status: 'success',
      message:
        'The model site-planner answered: plans are proposed by the model and checked before anything is written.',
    });
    expect(received).toHaveLength(1);
    reply = { status: 503, content: '' };
    const down = await t.app.inject({
      method: 'POST',
      url: '/api/ai/test',
      headers: { authorization: owner.authorization },
    });
    expect(down.json()).toEqual({
      status: 'error',
      message: 'The model site-planner did not answer: model answered HTTP 503',
    });
  });

  it.each([
    [
      'a task it does not know',
      () => ({ ...goodPlan(), dependencies: [{ from: 'plinth', to: 'doors' }] }),
      'The plan was refused: a dependency refers to a task "plinth" that does not exist.',
    ],
    [
      'a dependency on no task of the plan',
      () => ({ ...goodPlan(), dependencies: [{ from: 'units', to: 'worktop' }] }),
      'The plan was refused: a dependency refers to a task "worktop" that is not in the plan.',
    ],
    [
      'dates in 1900',
      () => ({
        ...goodPlan(),
        suggested_tasks: [
          suggested('units', 'Fit larder units', '1900-01-01', '1900-01-03', 2),
          suggested('doors', 'Hang larder doors', '2026-06-04', '2026-06-05', 1),
        ],
      }),
      'The plan was refused: "Fit larder units" is dated 1900-01-01 to 1900-01-03; plans use 2000 to 2099.',
    ],
    [
      'a ten-year step',
      () => ({
        ...goodPlan(),
        suggested_tasks: [suggested('units', 'Fit larder units', '2026-06-02', '2036-06-02', 3653)],
        dependencies: [],
      }),
      'The plan was refused: "Fit larder units" would take 3653 days; at most 365.',
    ],
    [
      'a loop',
      () => ({
        ...goodPlan(),
        dependencies: [
          { from: 'units', to: 'doors' },
          { from: 'doors', to: 'units' },
        ],
      }),
      'The plan was refused: the dependencies make a loop (units -> doors -> units).',
    ],
    [
      'an end before the start',
      () => ({
        ...goodPlan(),
        suggested_tasks: [suggested('units', 'Fit larder units', '2026-06-04', '2026-06-02', 2)],
        dependencies: [],
      }),
      'The plan was refused: "Fit larder units": endAt: The end date must be after the start date.',
    ],
    [
      'an unknown component',
      () => ({
        ...goodPlan(),
        suggested_tasks: [
          {
            ...suggested('units', 'Fit larder units', '2026-06-02', '2026-06-04', 2),
            component_id: '7b0c2a56-1111-4222-8333-444455556666',
          },
        ],
        dependencies: [],
      }),
      'The plan was refused: "Fit larder units" belongs to a component that does not exist.',
    ],
    [
      'the wrong shape',
      () => ({ tasks: ['Fit units'] }),
      'The plan was refused: the plan is not in the expected form (suggested_tasks: Invalid input: expected array, received undefined).',
    ],
  ])('refuses a plan with %s, writing nothing', async (_case, makePlan, summary) => {
    reply = { status: 200, content: JSON.stringify(makePlan()) };
    const before = await snapshotSchedule(t);
    const result = await plan();
    expect(result).toMatchObject({ status: 'error', summary, created_tasks: [] });
    expect(received).toHaveLength(1);
    expect(await snapshotSchedule(t)).toEqual(before);
  });

  it('reports an answer that is not JSON, or no answer, writing nothing', async () => {
    const before = await snapshotSchedule(t);
    reply = { status: 200, content: 'Sure! First, strip out the kitchen...' };
    expect((await plan()).summary).toBe(
      'The model could not propose a plan: its answer was not JSON.',
    );
    reply = { status: 500, content: '' };
    expect((await plan()).summary).toBe(
      'The model could not propose a plan: model answered HTTP 500',
    );
    expect(await snapshotSchedule(t)).toEqual(before);
  });

  it('refuses a bad plan on analyze with 422', async () => {
    reply = {
      status: 200,
      content: JSON.stringify({ ...goodPlan(), dependencies: [{ from: 'plinth', to: 'doors' }] }),
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/analyze',
      headers: { authorization: owner.authorization },
      payload: { description: 'Add a larder' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      'The plan was refused: a dependency refers to a task "plinth" that does not exist.',
    );
  });

  it('creates a good plan through the tasks API, after an existing task', async () => {
    reply = { status: 200, content: JSON.stringify(goodPlan()) };
    const result = await plan();
    expect(result.status, result.summary).toBe('executed');
    expect(result.created_tasks.map((task: { task_name: string }) => task.task_name)).toEqual([
      'Fit larder units',
      'Hang larder doors',
    ]);
    const sent = received[0] as { model: string; messages: Array<{ content: string }> };
    expect(sent.model).toBe('site-planner');
    expect(JSON.parse(sent.messages[1]!.content)).toMatchObject({
      goal: 'Add a larder',
      // The first Monday on or after the existing survey's end (Tuesday 2 June).
      earliest_start: '2026-06-08',
      components: [{ id: kitchen.id, name: 'Kitchen' }],
      existing_tasks: [{ id: existing.id, name: 'Survey' }],
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/tasks',
      headers: { authorization: owner.authorization },
    });
    const [survey, units, doors] = listed.json().items as Task[];
    expect([survey!.name, units!.name, doors!.name]).toEqual([
      'Survey',
      'Fit larder units',
      'Hang larder doors',
    ]);
    expect(units!.dependencies).toEqual([existing.id]);
    expect(doors!.dependencies).toEqual([units!.id]);
    expect(units!.owner).toEqual({ id: 'carpenter', name: 'Carpenter', image: null });
  });
});
