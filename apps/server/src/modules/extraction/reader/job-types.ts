import type { ParsedDocument } from '../parser/parse-document.ts';
import type { DocumentText } from './read-document.ts';

export interface JobInput {
  bytes: Uint8Array;
  contentType: string;
}

export type JobOutcome =
  | { ok: true; document: DocumentText; parsed: ParsedDocument }
  | {
      ok: false;
      code: 'document_unreadable' | 'document_encrypted' | 'too_many_pages';
      message: string;
      /** Logged, never sent to the client. */
      internal?: string;
    };
