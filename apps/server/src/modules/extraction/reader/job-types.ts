import type { EInvoice } from '../einvoice/model.ts';
import type { ParsedDocument } from '../parser/parse-document.ts';
import type { DocumentText, UnreadableCode } from './read-document.ts';

export interface JobInput {
  bytes: Uint8Array;
  contentType: string;
  /**
   * Read a PDF by its layout even when it carries an e-invoice (Factur-X, ZUGFeRD, XRechnung):
   * `npm run eval:extraction` sets it to score the layout reader on e-invoice PDFs. The app
   * never sets it.
   */
  ignoreEmbeddedInvoice?: boolean;
}

export type JobOutcome =
  | {
      ok: true;
      document: DocumentText;
      parsed: ParsedDocument;
      /** Read from an e-invoice (attached to the PDF, or the uploaded XML): the rows come from it. */
      einvoice?: EInvoice;
      /** Why the PDF's attached e-invoice was not used; the layout reader read it instead. */
      einvoiceNotice?: string;
    }
  | {
      ok: false;
      code: UnreadableCode | 'einvoice_refused';
      message: string;
      /** Logged, never sent to the client. */
      internal?: string;
    };
