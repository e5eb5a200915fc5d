import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '@/test/fake-api';
import { ComponentDialog } from './component-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openedAt = '2026-11-02T09:00:00.000Z';
const theirsAt = '2026-11-02T09:05:00.000Z';
const kitchen = {
  id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  name: 'Kitchen',
  type: 'room',
  status: 'In Progress',
  budget: 5000,
  description: null,
  parent_id: null,
  created_at: openedAt,
  updated_at: openedAt,
  created_by: 'owner@example.com',
} as BuildComponent;
/** Meanwhile Sam raised the budget to £6,500.00 and marked it completed. */
const theirs = { ...kitchen, budget: 6500, status: 'Completed', updated_at: theirsAt };
const path = `/api/components/room/${kitchen.id}`;

function serveConflict() {
  let patches = 0;
  return serveFakeApi(({ method, path: url, body }) => {
    if (method === 'PATCH' && url === path) {
      patches += 1;
      if (patches === 1) {
        return { status: 409, body: { code: 'stale_update', detail: 'This room was changed.' } };
      }
      return { status: 200, body: { ...theirs, ...(body as object), updated_at: openedAt } };
    }
    if (method === 'GET' && url === path) return { status: 200, body: theirs };
    if (method === 'GET' && url === `/api/history/component/${kitchen.id}`) {
      const change = {
        id: '2e000000-0000-4000-8000-000000000002',
        action: 'updated',
        actor_email: 'sam@example.com',
        actor_name: null,
        at: theirsAt,
        changes: [],
      };
      return { status: 200, body: { items: [change] } };
    }
    if (method === 'GET' && url === '/api/components') return { status: 200, body: [] };
    return undefined;
  });
}

async function renameAndSave(onOpenChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ComponentDialog open onOpenChange={onOpenChange} type="room" component={kitchen} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Kitchen and pantry');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  const panel = await screen.findByRole('region', { name: 'Someone else changed this room' });
  return { user, panel };
}

describe('a component save refused because someone else saved it first', () => {
  it('keeps the new name and shows it beside what Sam changed', async () => {
    serveConflict();
    const { panel } = await renameAndSave();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Kitchen and pantry');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'NameChanged by youYoursKitchen and pantryNowKitchen',
      'StatusChanged by themYoursIn ProgressNowCompleted',
      'BudgetChanged by themYours£5,000.00Now£6,500.00',
    ]);
  });

  it('"Apply my changes on top" sends my name with their status and budget, on their version', async () => {
    const sent = serveConflict();
    const onOpenChange = vi.fn();
    const { user } = await renameAndSave(onOpenChange);
    await user.click(screen.getByRole('button', { name: 'Apply my changes on top' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const patches = sent.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.body)).toEqual([
      { name: 'Kitchen and pantry', status: 'In Progress', budget: 5000, updated_at: openedAt },
      { name: 'Kitchen and pantry', status: 'Completed', budget: 6500, updated_at: theirsAt },
    ]);
  });
});
