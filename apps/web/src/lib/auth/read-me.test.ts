import { meSchema } from '@hrt/shared/schemas/identity';
import { describe, expect, it } from 'vitest';
import { readMe } from './read-me';

const contactId = '3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f';
const answers: unknown[] = [
  { email: 'owner@example.com', displayName: 'Olive', role: 'owner', contact_id: null },
  { email: 'pm@example.com', displayName: null, role: 'project_manager', contact_id: null },
  { email: 'viewer@example.co.uk', displayName: '', role: 'viewer', contact_id: null },
  { email: 'bob@example.com', displayName: 'Bob', role: 'trade', contact_id: contactId },
  { email: 'bob@example.com', displayName: 'Bob', role: 'trade', contact_id: 'bob' },
  { email: 'bob@example.com', displayName: 'Bob', role: 'trade', contact_id: 7 },
  { email: 'owner@example.com', displayName: 'Olive', role: 'owner' },
  { email: 'owner@example.com', displayName: 'Olive', role: 'king', contact_id: null },
  { email: 'not an email', displayName: null, role: 'owner', contact_id: null },
  { email: 'owner@example.com', role: 'owner', contact_id: null },
  { email: 'owner@example.com', displayName: 7, role: 'owner', contact_id: null },
  { displayName: null, role: 'owner', contact_id: null },
  null,
  [],
  'owner@example.com',
];

describe("the session's read of /api/auth/me", () => {
  it("takes what the contract's schema takes and refuses what it refuses", () => {
    for (const answer of answers) {
      const parsed = meSchema.safeParse(answer);
      expect(readMe(answer), JSON.stringify(answer)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('reads the four fields and nothing else', () => {
    expect(
      readMe({
        email: 'bob@example.com',
        displayName: 'Bob',
        role: 'trade',
        contact_id: contactId,
        extra: 1,
      }),
    ).toEqual({
      email: 'bob@example.com',
      displayName: 'Bob',
      role: 'trade',
      contact_id: contactId,
    });
  });
});
