import { ACTION_ID_HEADER } from '@hrt/shared/contracts/notifications';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import { emptyTrashContents } from '@hrt/shared/schemas/trash';
import { vi } from 'vitest';

/** One request the fake server was sent. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  /** The action the request was sent as part of, when it named one (a batch's writes). */
  actionId?: string;
}

type Route = (request: SentRequest) => { status: number; body?: unknown } | undefined;

/**
 * Stubs fetch with a fake server: `route` answers each request (undefined: 404), and every
 * request is recorded in the returned list, in order.
 */
export function serveFakeApi(route: Route): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const actionId = new Headers(init.headers).get(ACTION_ID_HEADER);
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      ...(actionId ? { actionId } : {}),
    };
    sent.push(request);
    const answer = route(request) ?? { status: 404, body: { code: 'not_found', detail: 'Gone.' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** A trash entry as the server answers it; `overrides` set what the test is about. */
export function trashEntry(overrides: Partial<TrashEntry> = {}): TrashEntry {
  return {
    id: '7a1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
    resource_type: 'expense',
    resource_id: '8b2e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
    label: 'Expense',
    name: 'Wall tiles',
    deleted_at: '2026-03-07T14:05:00.000Z',
    deleted_by: 'sam@example.com',
    purge_at: '2026-04-06T14:05:00.000Z',
    contents: emptyTrashContents,
    can_restore: true,
    ...overrides,
  };
}
