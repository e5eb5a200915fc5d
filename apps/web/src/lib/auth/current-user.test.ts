import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '@/test/fake-api';
import { readSessionState } from './current-user';
import { clearTokens, writeTokens } from './token-storage';

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

const CONTACT = '3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f';

function answerMe(body: Record<string, unknown>) {
  serveFakeApi(({ path }) => (path.endsWith('/api/auth/me') ? { status: 200, body } : undefined));
}

describe('the session read from /api/auth/me', () => {
  it("carries a trade's contact", async () => {
    writeTokens({ idToken: 'stored-token' });
    answerMe({ email: 'bob@example.com', displayName: 'Bob', role: 'trade', contact_id: CONTACT });
    expect(await readSessionState()).toMatchObject({
      status: 'signed-in',
      role: 'trade',
      contactId: CONTACT,
    });
  });

  it('carries no contact for a household role', async () => {
    writeTokens({ idToken: 'stored-token' });
    answerMe({
      email: 'pm@example.com',
      displayName: null,
      role: 'project_manager',
      contact_id: null,
    });
    expect(await readSessionState()).toMatchObject({
      status: 'signed-in',
      role: 'project_manager',
      contactId: null,
    });
  });
});
