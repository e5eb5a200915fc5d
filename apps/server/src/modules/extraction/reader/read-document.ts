import sharp, { type Sharp } from 'sharp';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import type { WordBox } from '../parser/layout-lines.ts';
import { recogniseImages } from './ocr.ts';
import { readPdfBoxes } from './pdf-layout.ts';

/** Longest document read: a renovation invoice runs to a few pages, a 40-page file is not one. */
export const MAX_PAGES = 20;
/** Fewer readable characters than this on a PDF page means it is a scan. */
const MIN_TEXT_PER_PAGE = 20;

export interface DocumentText {
  text: string;
  pages: number;
  source: 'pdf_text' | 'ocr';
  /** The text with positions, for the layout reader (the PDF text layer; OCR word boxes). */
  boxes?: WordBox[];
  /** The layout reader's lines (set by the worker), cells split by " | ": context for a model. */
  layoutText?: string;
}

/** A reason the document cannot be read; the job turns it into a 4xx answer. */
export class UnreadableDocument extends Error {
  constructor(
    readonly code: 'document_unreadable' | 'document_encrypted' | 'too_many_pages',
    message: string,
  ) {
    super(message);
  }
}

/** The text of a PDF (text layer, else OCR of its page images) or of a photo (OCR). */
export async function readDocument(bytes: Uint8Array, contentType: string): Promise<DocumentText> {
  if (contentType === 'application/pdf') return readPdf(bytes);
  const [text] = await recogniseImages([await prepareForOcr(sharp(bytes))]);
  return { text: text ?? '', pages: 1, source: 'ocr' };
}

async function readPdf(bytes: Uint8Array): Promise<DocumentText> {
  if (hasEncryptDictionary(bytes)) {
    throw new UnreadableDocument(
      'document_encrypted',
      'This PDF is password-protected. Remove the password and upload it again.',
    );
  }
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') {
      throw new UnreadableDocument(
        'document_encrypted',
        'This PDF is password-protected. Remove the password and upload it again.',
      );
    }
    throw new UnreadableDocument(
      'document_unreadable',
      'This PDF is damaged and cannot be read. Try saving or scanning it again.',
    );
  }
  try {
    if (pdf.numPages > MAX_PAGES) {
      throw new UnreadableDocument(
        'too_many_pages',
        `This document has ${pdf.numPages} pages; up to ${MAX_PAGES} can be read. Upload the pages with the expenses.`,
      );
    }
    const { text } = await extractText(pdf, { mergePages: false });
    const readable = text.join('\n').replace(/\s/g, '').length;
    if (readable >= MIN_TEXT_PER_PAGE * pdf.numPages * 0.5) {
      const boxes = await readPdfBoxes(pdf);
      return { text: text.join('\n'), pages: pdf.numPages, source: 'pdf_text', boxes };
    }
    const images: Buffer[] = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      for (const image of await extractImages(pdf, page)) {
        const raw = sharp(Buffer.from(image.data), {
          raw: { width: image.width, height: image.height, channels: image.channels },
        });
        images.push(await prepareForOcr(raw));
      }
    }
    if (images.length === 0) {
      throw new UnreadableDocument(
        'document_unreadable',
        'This PDF has no text and no scanned pages to read.',
      );
    }
    return { text: (await recogniseImages(images)).join('\n'), pages: pdf.numPages, source: 'ocr' };
  } catch (error) {
    if (error instanceof UnreadableDocument) throw error;
    throw new UnreadableDocument('document_unreadable', 'This PDF could not be read.');
  } finally {
    await pdf.destroy();
  }
}

/** Grey, upright (EXIF), and not larger than OCR needs: faster and steadier results. */
async function prepareForOcr(image: Sharp): Promise<Buffer> {
  try {
    return await image
      .rotate()
      .resize({ width: 2000, height: 3000, fit: 'inside', withoutEnlargement: true })
      .grayscale()
      // Scanned pages carry no resolution; tell OCR a typical scan's, not its 25 dpi guess.
      .withMetadata({ density: 150 })
      .png()
      .toBuffer();
  } catch {
    throw new UnreadableDocument(
      'document_unreadable',
      'This image is damaged and cannot be read.',
    );
  }
}

/** An /Encrypt entry in the trailer: pdf.js would ask for a password or read garbage. */
function hasEncryptDictionary(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 4096))).toString('latin1');
  const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 4096))).toString('latin1');
  return /\/Encrypt\s/.test(tail) || /\/Encrypt\s/.test(head);
}
