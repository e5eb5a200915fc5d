import type { AppContext } from '../app-context.ts';

/** One call of the app's own API as a demo account: status and JSON body. */
export type DemoCall = (method: string, url: string, payload?: unknown) => Promise<unknown>;

/** What every part of the demo gets: the API as each account, a seeded random and today's date. */
export interface DemoSeed {
  ctx: AppContext;
  /** Calls the API as the demo owner; throws with the answer's body when it is not a success. */
  asOwner: DemoCall;
  /** Uploads a multipart form as the demo owner (files are Buffers). */
  uploadAsOwner: (
    url: string,
    parts: { name: string; value: string | Buffer; filename?: string; contentType?: string }[],
  ) => Promise<unknown>;
  /** Seeded: the same seed gives the same sequence. */
  random: () => number;
  /** Today as YYYY-MM-DD (UTC). */
  today: string;
  /** The date `offset` days from today as YYYY-MM-DD (negative: in the past). */
  day: (offset: number) => string;
  /** The demo's rooms (component ids). */
  components: { kitchen: string; bathroom: string; bedroomOne: string; bedroomTwo: string };
}

/** A part of the demo: writes its data, given what the earlier parts made. */
export type DemoPart = (seed: DemoSeed) => Promise<void>;
