import type { BuildComponent, ComponentType } from '@hrt/shared/schemas/build-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SentRequest, serveFakeApi } from '@/test/fake-api';
import { ComponentDialog } from './component-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 'Add New Room': what it needs is said before Create is pressed (decision 037). */
describe('the add component dialog', () => {
  it('starts In Progress, marks the name as required and creates once a name is typed', async () => {
    const sent = serveFakeApi(({ method, body }) =>
      method === 'POST' ? { status: 201, body: { ...(body as object) } } : undefined,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ComponentDialog open onOpenChange={() => {}} type="room" />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByLabelText('Status')).toHaveProperty('value', 'In Progress');
    expect(screen.getByLabelText('Name')).toHaveProperty('required', true);
    expect(screen.getByText('*')).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Name'), 'Kitchen');
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(create);
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toEqual({
      name: 'Kitchen',
      type: 'room',
      budget: 0,
      status: 'In Progress',
    });
  });

  it('sends an empty status when Select status... is chosen, on create and on update', async () => {
    const sent = serveFakeApi(({ method, body }) =>
      method === 'GET' ? { status: 200, body: [] } : { status: 200, body: { ...(body as object) } },
    );
    const user = userEvent.setup();
    const view = renderDialog(null);
    await user.type(screen.getByLabelText('Name'), 'Loft');
    await user.selectOptions(screen.getByLabelText('Status'), 'Select status...');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toEqual({ name: 'Loft', type: 'room', budget: 0, status: '' });
    view.unmount();

    renderDialog(kitchen);
    await user.selectOptions(screen.getByLabelText('Status'), 'Select status...');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    expect(writes(sent)[1]?.body).toEqual({
      name: 'Kitchen',
      status: '',
      budget: 1200,
      updated_at: '2026-11-01T09:00:00.000Z',
    });
  });

  it('warns of a room whose name differs only in case, spaces or punctuation, and still saves', async () => {
    const sent = serveFakeApi(({ method, body }) =>
      method === 'GET'
        ? {
            status: 200,
            body: [kitchen, { ...kitchen, id: designId, name: 'Pantry', type: 'design' }],
          }
        : { status: 201, body: { ...(body as object) } },
    );
    const user = userEvent.setup();
    renderDialog(null);
    await user.type(screen.getByLabelText('Name'), 'Pantry');
    expect(screen.queryByText('Another room has this name')).toBeNull();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), ' kit-chen');
    expect((await screen.findByRole('status')).textContent).toContain(
      '"Kitchen" is already one of your rooms. Save anyway if this is a different one.',
    );
    expect(screen.getByText('Another room has this name')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toMatchObject({ name: 'kit-chen', type: 'room' });
  });

  it('does not warn when editing a room under its own name', async () => {
    serveFakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: [kitchen, { ...kitchen, id: designId, name: 'Pantry' }] }
        : undefined,
    );
    const user = userEvent.setup();
    renderDialog(kitchen);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'pantry');
    // The list has arrived: the other room's name is warned of.
    expect(await screen.findByText('Another room has this name')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Kitchen');
    expect(screen.queryByText('Another room has this name')).toBeNull();
  });
});

/** A design item or service may belong to a room: the "Room" select offers the rooms only. */
describe("the dialog's Room select", () => {
  const units: BuildComponent = {
    ...kitchenFixture(),
    id: '6d0a7f8e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
    name: 'Kitchen units',
    type: 'design',
    parent_id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  };

  it('puts a new design item in a room, offering rooms only and No room first', async () => {
    const sent = serveFakeApi(({ method, body }) =>
      method === 'GET'
        ? { status: 200, body: [kitchenFixture(), units] }
        : { status: 201, body: { ...(body as object) } },
    );
    const user = userEvent.setup();
    renderDialog(null, 'design');
    const room = screen.getByLabelText('Room');
    await screen.findByRole('option', { name: 'Kitchen' });
    expect(
      within(room)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No room', 'Kitchen']);
    await user.type(screen.getByLabelText('Name'), 'Splashback');
    await user.selectOptions(room, 'Kitchen');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toEqual({
      name: 'Splashback',
      type: 'design',
      budget: 0,
      status: 'In Progress',
      parent_id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
    });
  });

  it('keeps the room out of an edit that does not change it, and sends null for No room', async () => {
    const sent = serveFakeApi(({ method, body }) =>
      method === 'GET'
        ? { status: 200, body: [kitchenFixture(), units] }
        : { status: 200, body: { ...(body as object) } },
    );
    const user = userEvent.setup();
    const view = renderDialog(units, 'design');
    expect(await screen.findByDisplayValue('Kitchen')).toBeTruthy();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Base units');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).not.toHaveProperty('parent_id');
    view.unmount();

    renderDialog(units, 'design');
    await screen.findByDisplayValue('Kitchen');
    await user.selectOptions(screen.getByLabelText('Room'), 'No room');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    expect(writes(sent)[1]?.body).toMatchObject({ parent_id: null });
  });

  it('has no Room select for a room', () => {
    serveFakeApi(() => ({ status: 200, body: [] }));
    renderDialog(null, 'room');
    expect(screen.queryByLabelText('Room')).toBeNull();
  });
});

function kitchenFixture(): BuildComponent {
  return { ...kitchen };
}

const designId = '5c0a7f8e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const kitchen: BuildComponent = {
  id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  name: 'Kitchen',
  type: 'room',
  status: 'In Progress',
  budget: 1200,
  description: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: 'owner@example.com',
  parent_id: null,
  contact_id: null,
};

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

function renderDialog(component: BuildComponent | null, type: ComponentType = 'room') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ComponentDialog open onOpenChange={() => {}} type={type} component={component} />
    </QueryClientProvider>,
  );
}
