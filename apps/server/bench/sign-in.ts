// The bench's owner: an account on the allowlist, signed in over real HTTP as the browser does.
import type { App } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import type { Principal } from '../src/http/access.ts';
import { REFRESH_COOKIE } from '../src/http/refresh-cookie.ts';
import { upsertAllowlistEntry } from '../src/modules/identity/allowlist/allowlist-repository.ts';
import type { SessionTokens } from './browser.ts';

const EMAIL = 'bench-owner@example.com';
const PASSWORD = 'bench password that is long enough';

export interface BenchSignIn {
  header: string;
  principal: Principal;
  tokens: SessionTokens;
  /** The refresh cookie's value (decision 020), for a browser that must stay signed in. */
  refreshCookie: string | undefined;
}

export async function signInOwner(
  app: App,
  ctx: AppContext,
  address: string,
): Promise<BenchSignIn> {
  const account = await app.identity.createAccount(
    { email: EMAIL, password: PASSWORD, displayName: 'Bench' },
    null,
  );
  await upsertAllowlistEntry(ctx.database.db, { email: EMAIL, role: 'owner', allowed: true }, null);
  const response = await fetch(`${address}/api/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const tokens = (await response.json()) as SessionTokens;
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${REFRESH_COOKIE}=`));
  return {
    header: `Bearer ${tokens.idToken}`,
    tokens,
    principal: {
      accountId: account.id,
      email: EMAIL,
      displayName: 'Bench',
      role: 'owner',
      contactId: null,
    },
    refreshCookie: cookie?.slice(REFRESH_COOKIE.length + 1).split(';')[0],
  };
}
