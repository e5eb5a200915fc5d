import { parseDocumentText } from '../parser/parse-document.ts';
import type { JobInput, JobOutcome } from '../reader/job-types.ts';
import { readPdfInvoice, readXmlInvoice } from './read-einvoice.ts';
import { RefusedXml } from './safe-xml.ts';

/** XML as upload sniffing names it. */
export const xmlContentTypes = ['application/xml', 'text/xml'];

/**
 * The e-invoice step of an extraction job, run before the layout reader: an uploaded XML file
 * is read as an e-invoice or refused; a PDF's attached e-invoice is read when present (unless
 * the job ignores them). `done` ends the job; otherwise the layout reader runs, with `notice`
 * saying why an attached e-invoice was not used.
 */
export type EInvoiceStep = { done: JobOutcome } | { done?: undefined; notice?: string };

export async function tryEInvoice(input: JobInput): Promise<EInvoiceStep> {
  if (xmlContentTypes.includes(input.contentType)) return { done: readUploadedXml(input.bytes) };
  if (input.contentType !== 'application/pdf' || input.ignoreEmbeddedInvoice) return {};
  const reading = await readPdfInvoice(input.bytes);
  if (reading.status === 'refused') return { notice: reading.message };
  if (reading.status === 'none') return {};
  return {
    done: {
      ok: true,
      document: { text: '', pages: reading.pages, source: 'pdf_text' },
      parsed: parseDocumentText(''),
      einvoice: reading.invoice,
    },
  };
}

function readUploadedXml(bytes: Uint8Array): JobOutcome {
  try {
    const invoice = readXmlInvoice(bytes);
    if (invoice) {
      return {
        ok: true,
        document: { text: '', pages: 1, source: 'pdf_text' },
        parsed: parseDocumentText(''),
        einvoice: invoice,
      };
    }
    return {
      ok: false,
      code: 'einvoice_refused',
      message:
        'This XML file is not an e-invoice. Upload a Factur-X, ZUGFeRD, XRechnung or UBL invoice, or the PDF.',
    };
  } catch (error) {
    if (!(error instanceof RefusedXml)) throw error;
    return {
      ok: false,
      code: 'einvoice_refused',
      message: `This XML file was not read. ${error.message}`,
    };
  }
}
