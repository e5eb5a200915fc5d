import { type Role, roles } from '@hrt/shared/roles';
import type { Me } from '@hrt/shared/schemas/identity';

const isRole = (value: unknown): value is Role => roles.includes(value as Role);
const isUuid = (value: unknown) =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The session's read of GET /api/auth/me: the contract's four fields, checked here rather than
 * with its schema. Every signed-in page waits for the session, and the schema's code (zod and the
 * contracts, about 40 kB compressed) would make each wait for it too (decision 048, as the landing
 * page's journal card does). An answer of another shape is refused whole, as the contract's
 * check would refuse it: null. read-me.test.ts holds it to the contract's schema.
 */
export function readMe(answer: unknown): Me | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const { email, displayName, role, contact_id } = answer as Record<string, unknown>;
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null;
  if (displayName !== null && typeof displayName !== 'string') return null;
  if (!isRole(role)) return null;
  if (contact_id !== null && !isUuid(contact_id)) return null;
  return { email, displayName, role, contact_id: contact_id as string | null };
}
