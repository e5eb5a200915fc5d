import type { PageReading } from '../extraction/extract-product.ts';

export interface PageJobInput {
  bytes: Uint8Array;
  contentType: string;
  /** The address the page was fetched from (after redirects): links resolve against it. */
  pageUrl: string;
}

export type PageJobOutcome =
  | { ok: true; reading: PageReading }
  | {
      ok: false;
      message: string;
      /** Logged, never sent to the client. */
      internal?: string;
    };

export interface PageJobRequest {
  id: number;
  input: PageJobInput;
}

export interface PageJobReply {
  id: number;
  outcome: PageJobOutcome;
}
