import { meSchema } from '@hrt/shared/schemas/identity';
import { describe, expect, it } from 'vitest';
import { readMe } from './read-me';

const answers: unknown[] = [
  { email: 'owner@example.com', displayName: 'Olive', role: 'owner' },
  { email: 'pm@example.com', displayName: null, role: 'project_manager' },
  { email: 'viewer@example.co.uk', displayName: '', role: 'viewer' },
  { email: 'owner@example.com', displayName: 'Olive', role: 'king' },
  { email: 'not an email', displayName: null, role: 'owner' },
  { email: 'owner@example.com', role: 'owner' },
  { email: 'owner@example.com', displayName: 7, role: 'owner' },
  { displayName: null, role: 'owner' },
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

  it('reads the three fields and nothing else', () => {
    expect(
      readMe({ email: 'owner@example.com', displayName: 'Olive', role: 'owner', extra: 1 }),
    ).toEqual({ email: 'owner@example.com', displayName: 'Olive', role: 'owner' });
  });
});
