import type { ErrorCode } from '@hrt/shared/errors';
import sharp, { type Sharp } from 'sharp';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import type { WordBox } from '../parser/layout-lines.ts';
import { recogniseImages } from './ocr.ts';
import { readPhotoLines } from './paddle-ocr.ts';
import {
  declaredImages,
  imageLimitProblem,
  MAX_DOCUMENT_PIXELS,
  MAX_IMAGE_PIXELS,
} from './pdf-images.ts';
import { readPdfBoxes } from './pdf-layout.ts';

/** Longest document read: a renovation invoice runs to a few pages, a 40-page file is not one. */
const MAX_PAGES = 20;
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
  /** A photo (JPEG or PNG upload), read as a till receipt as well as an invoice. */
  photo?: boolean;
}

/** Longest side a photo is read at: a 12 MP phone photo is scaled down to this first. */
const PHOTO_READ_SIDE = 1600;

export type UnreadableCode = Extract<
  ErrorCode,
  'document_unreadable' | 'document_encrypted' | 'too_many_pages' | 'document_too_large'
>;

/** Largest photo read: a 50 MP phone camera's; a 20,000 x 20,000 image is refused unread. */
const MAX_PHOTO_PIXELS = 50_000_000;

/** A reason the document cannot be read; the job turns it into a 4xx answer. */
export class UnreadableDocument extends Error {
  constructor(
    readonly code: UnreadableCode,
    message: string,
  ) {
    super(message);
  }
}

/** The text of a PDF (text layer, else OCR of its page images) or of a photo (OCR). */
export async function readDocument(bytes: Uint8Array, contentType: string): Promise<DocumentText> {
  if (contentType === 'application/pdf') return readPdf(bytes);
  await assertPhotoSize(bytes);
  const lines = await readPhotoLines(await preparePhoto(bytes));
  return { text: lines.join('\n'), pages: 1, source: 'ocr', photo: true };
}

async function readPdf(bytes: Uint8Array): Promise<DocumentText> {
  if (hasEncryptDictionary(bytes)) {
    throw new UnreadableDocument(
      'document_encrypted',
      'This PDF is password-protected. Remove the password and upload it again.',
    );
  }
  let pdf: PdfDocument;
  try {
    // pdf.js leaves out (does not decode) any image over this many pixels, by its declared size.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { maxImageSize: MAX_IMAGE_PIXELS });
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
    const tooLarge = imageLimitProblem(declaredImages(bytes));
    if (tooLarge) throw new UnreadableDocument('document_too_large', tooLarge);
    const images = await pageImages(pdf);
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

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Each page's images, one decoded at a time and shrunk for OCR before the next; the page's
 * decoded objects are dropped before the next page. Stops at the document's pixel budget.
 */
async function pageImages(pdf: PdfDocument): Promise<Buffer[]> {
  const { OPS } = await getResolvedPDFJS();
  const images: Buffer[] = [];
  let pixels = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    try {
      const operators = await page.getOperatorList();
      for (let index = 0; index < operators.fnArray.length; index++) {
        if (operators.fnArray[index] !== OPS.paintImageXObject) continue;
        const key = String((operators.argsArray[index] as unknown[])[0]);
        const image = await new Promise<PdfImage | undefined>((resolve) =>
          (key.startsWith('g_') ? page.commonObjs : page.objs).get(key, resolve),
        );
        if (!image?.data || !image.width || !image.height) continue;
        pixels += image.width * image.height;
        if (pixels > MAX_DOCUMENT_PIXELS) return images;
        const channels = image.data.length / (image.width * image.height);
        if (channels !== 1 && channels !== 3 && channels !== 4) continue;
        const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
        const raw = sharp(data, {
          raw: { width: image.width, height: image.height, channels },
          limitInputPixels: MAX_IMAGE_PIXELS,
        });
        images.push(await prepareForOcr(raw));
      }
    } finally {
      page.cleanup();
    }
  }
  return images;
}

interface PdfImage {
  data?: Uint8Array | Uint8ClampedArray;
  width?: number;
  height?: number;
}

/** The size a photo declares in its header, checked before a single pixel is decoded. */
async function assertPhotoSize(bytes: Uint8Array): Promise<void> {
  let width = 0;
  let height = 0;
  try {
    // Only the header is read; sharp's own pixel limit would call a large image damaged.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new UnreadableDocument(
      'document_unreadable',
      'This image is damaged and cannot be read.',
    );
  }
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new UnreadableDocument(
      'document_too_large',
      `This image is ${width} x ${height} pixels (${Math.round((width * height) / 1_000_000)} megapixels); photos up to ${MAX_PHOTO_PIXELS / 1_000_000} megapixels can be read. Take the photo again or save it smaller.`,
    );
  }
}

/** Upright (EXIF) and no larger than OCR reads well: a 12 MP photo takes a fifth of the time. */
async function preparePhoto(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({
        width: PHOTO_READ_SIDE,
        height: PHOTO_READ_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 92 })
      .toBuffer();
  } catch {
    throw new UnreadableDocument(
      'document_unreadable',
      'This image is damaged and cannot be read.',
    );
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
