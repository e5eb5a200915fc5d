import { getDocumentProxy } from 'unpdf';
import { readCii } from './cii.ts';
import type { EInvoice } from './model.ts';
import { decodeXml, MAX_XML_BYTES, parseXml, RefusedXml, type XmlNode } from './safe-xml.ts';
import { readUbl } from './ubl.ts';

export type EInvoiceReading =
  | { status: 'none' }
  | { status: 'read'; invoice: EInvoice; pages: number }
  | { status: 'refused'; message: string };

/** The names the standards give the attached XML, in the order they are tried. */
const standardNames = [
  'factur-x.xml', // Factur-X 1.0, ZUGFeRD 2.1 and later
  'zugferd-invoice.xml', // ZUGFeRD 2.0
  'xrechnung.xml', // ZUGFeRD 2.1+ with the XRechnung profile
];

/** Reads an e-invoice from an XML file's bytes: the invoice, or undefined when it is not one. */
export function readXmlInvoice(bytes: Uint8Array): EInvoice | undefined {
  const document = parseXml(decodeXml(bytes));
  for (const [name, value] of Object.entries(document)) {
    if (name.startsWith('#') || name.startsWith('@') || !Array.isArray(value)) continue;
    const root = value[0] as XmlNode | undefined;
    if (!root) continue;
    if (name === 'CrossIndustryInvoice' || name === 'CrossIndustryDocument') {
      return readCii(root, name);
    }
    // 'Invoice' is both UBL's root and that of early ZUGFeRD drafts: the content tells.
    if (name === 'Invoice' || name === 'CreditNote') {
      return readCii(root, name) ?? readUbl(root, name);
    }
    return undefined;
  }
  return undefined;
}

/**
 * Looks for an e-invoice attached to a PDF (Factur-X, ZUGFeRD, XRechnung; any other attached
 * XML whose content is CII or UBL). A PDF that pdf.js cannot open is left to the layout
 * reader, which says why.
 */
export async function readPdfInvoice(bytes: Uint8Array): Promise<EInvoiceReading> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    return { status: 'none' };
  }
  try {
    const attachments = Object.values(
      ((await pdf.getAttachments()) ?? {}) as Record<
        string,
        { filename?: string; content?: Uint8Array }
      >,
    ).filter((file) => file.content && /\.xml$/i.test(file.filename ?? ''));
    attachments.sort((a, b) => rank(a.filename ?? '') - rank(b.filename ?? ''));
    let refusal: string | undefined;
    for (const file of attachments) {
      const content = file.content as Uint8Array;
      try {
        if (content.length > MAX_XML_BYTES) {
          throw new RefusedXml(
            `The attached ${file.filename} is ${(content.length / 1024 / 1024).toFixed(1)} MB; at most 5 MB is read.`,
          );
        }
        const invoice = readXmlInvoice(content);
        if (invoice)
          return { status: 'read', invoice: { ...invoice, inPdf: true }, pages: pdf.numPages };
      } catch (error) {
        if (!(error instanceof RefusedXml)) throw error;
        refusal ??= `The e-invoice attached to this PDF (${file.filename}) was not used: ${error.message}`;
      }
    }
    return refusal ? { status: 'refused', message: refusal } : { status: 'none' };
  } catch {
    return { status: 'none' };
  } finally {
    await pdf.destroy();
  }
}

function rank(filename: string): number {
  const index = standardNames.indexOf(filename.toLowerCase());
  return index === -1 ? standardNames.length : index;
}
