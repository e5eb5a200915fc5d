import type { Role } from '@hrt/shared/roles';
import type { FastifyInstance } from 'fastify';
import { upsertAllowlistEntry } from '../modules/identity/allowlist/allowlist-repository.ts';

export interface DemoAccount {
  role: Role;
  name: string;
  email: string;
  password: string;
}

/**
 * One account per role (packages/shared/src/roles.ts). The passwords are public on purpose: a
 * demo is for looking around, and they are printed at every start and listed in the README.
 */
const demoAccounts: readonly DemoAccount[] = [
  { role: 'owner', name: 'Alex Morgan', email: 'owner@demo.example', password: 'demo-owner' },
  {
    role: 'project_manager',
    name: 'Priya Shah',
    email: 'project-manager@demo.example',
    password: 'demo-project-manager',
  },
  {
    role: 'build_manager',
    name: 'Dave Collins',
    email: 'build-manager@demo.example',
    password: 'demo-build-manager',
  },
  {
    role: 'interior_designer',
    name: 'Ellie Hart',
    email: 'interior-designer@demo.example',
    password: 'demo-interior-designer',
  },
  { role: 'viewer', name: 'Sam Morgan', email: 'viewer@demo.example', password: 'demo-viewer' },
  // The electrician's login: tied to its contact when the directory is seeded, last.
  { role: 'trade', name: 'Dan Whitmore', email: 'trade@demo.example', password: 'demo-trade' },
];

/** The trade's login, which the contacts part ties to its contact. */
export const demoTrade = demoAccounts[5] as DemoAccount;

export const demoOwner = demoAccounts[0] as DemoAccount;

/**
 * Makes every demo account with its password and role. Straight to the identity service and
 * the allowlist: the API makes an account with a password only for the person who will use it
 * (owner set-up link, invitation mail), so it cannot make them for others.
 */
export async function createDemoAccounts(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  await Promise.all(
    demoAccounts.map(async (account) => {
      await app.identity.createAccount(
        { email: account.email, password: account.password, displayName: account.name },
        'demo',
      );
      await upsertAllowlistEntry(
        db,
        { email: account.email, role: account.role, allowed: true },
        null,
      );
    }),
  );
}

/** The accounts as printed when the demo starts. */
export function describeDemoAccounts(publicUrl: string): string {
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  const lines = demoAccounts.map(
    (account) =>
      `  ${account.email.padEnd(width)}  ${account.password.padEnd(22)}  ${account.name} (${account.role.replaceAll('_', ' ')})`,
  );
  return `\nThis is the demo project, on its own data. Open ${publicUrl} and sign in as:\n${lines.join('\n')}\n`;
}
