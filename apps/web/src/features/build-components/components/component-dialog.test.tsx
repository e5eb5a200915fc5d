import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '@/test/fake-api';
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
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      name: 'Kitchen',
      type: 'room',
      budget: 0,
      status: 'In Progress',
    });
  });
});
