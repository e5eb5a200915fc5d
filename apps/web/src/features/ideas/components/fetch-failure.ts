import { PRIVATE_ADDRESS_REFUSAL } from '@hrt/shared/schemas/ideas';
import { errorMessage } from '@/lib/api-client';

/** What a failed reading of a shop page says above the form the details are then typed into. */
export interface FetchFailure {
  /** What happened, in the server's words (refused, timed out, the shop's HTTP error...). */
  what: string;
  /** For the owner, who configures the server: how to let it fetch a private address. */
  ownerHint: string | null;
}

/** `host` or `host:port`, as FETCH_ALLOW_HOSTS takes it. */
function allowEntryFor(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

export function describeFetchFailure(
  cause: unknown,
  address: string,
  isOwner: boolean,
): FetchFailure {
  const what = errorMessage(cause, 'The page could not be read.');
  const ownerHint =
    isOwner && what === PRIVATE_ADDRESS_REFUSAL
      ? `To let the server read pages there, add ${allowEntryFor(address)} to FETCH_ALLOW_HOSTS in its configuration (comma-separated host or host:port entries; see Configuration in the README) and restart it.`
      : null;
  return { what, ownerHint };
}
