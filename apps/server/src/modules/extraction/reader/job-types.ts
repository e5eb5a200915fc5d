import type { ParsedDocument } from '../parser/parse-document.ts';
import type { DocumentText, UnreadableCode } from './read-document.ts';

export interface JobInput {
  bytes: Uint8Array;
  contentType: string;
}

export type JobOutcome =
  | { ok: true; document: DocumentText; parsed: ParsedDocument }
  | {
      ok: false;
      code: UnreadableCode;
      message: string;
      /** Logged, never sent to the client. */
      internal?: string;
    };
