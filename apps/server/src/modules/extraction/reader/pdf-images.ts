/**
 * What a PDF says about its images before anything is decoded. An image XObject is always a
 * stream, and a stream's dictionary is never compressed (object streams cannot hold streams),
 * so its /Width and /Height can be read from the raw bytes. A 14,000 x 14,000 scan packs into a
 * few hundred kilobytes and would take gigabytes once decoded; this scan costs one pass.
 */

export interface DeclaredImage {
  width: number;
  height: number;
}

/** Largest image decoded for OCR; a 300 dpi A4 scan is 8.7 MP, a 600 dpi one 35 MP. */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** All the images of one document together; the pages past it are not decoded. */
export const MAX_DOCUMENT_PIXELS = 100_000_000;

// A stream's dictionary: from `N G obj` to the `stream` keyword, image or not.
const streamHeader = /\bobj\b([\s\S]{0,8192}?)\bstream\b/g;
const imageSubtype = /\/Subtype\s*\/Image\b/;

/** The declared size of every image XObject whose size is written directly (not by reference). */
export function declaredImages(bytes: Uint8Array): DeclaredImage[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const images: DeclaredImage[] = [];
  for (const match of text.matchAll(streamHeader)) {
    const dictionary = match[1] ?? '';
    if (!imageSubtype.test(dictionary)) continue;
    const width = direct(dictionary, 'Width') ?? direct(dictionary, 'W');
    const height = direct(dictionary, 'Height') ?? direct(dictionary, 'H');
    if (width !== undefined && height !== undefined) images.push({ width, height });
  }
  return images;
}

function direct(dictionary: string, key: string): number | undefined {
  // `/Width 12 0 R` is a reference: not read here; pdf.js's own maxImageSize still applies.
  const found = new RegExp(`/${key}\\s+(\\d{1,9})(?!\\s+\\d+\\s+R)\\b`).exec(dictionary);
  return found ? Number(found[1]) : undefined;
}

/** Why the document's images cannot be read, or null when they fit the limits. */
export function imageLimitProblem(images: DeclaredImage[]): string | null {
  const megapixels = (pixels: number) => Math.round(pixels / 1_000_000);
  const largest = images.reduce(
    (best, image) => (image.width * image.height > best.width * best.height ? image : best),
    { width: 0, height: 0 },
  );
  if (largest.width * largest.height > MAX_IMAGE_PIXELS) {
    return `This scan holds an image of ${largest.width} x ${largest.height} pixels (${megapixels(largest.width * largest.height)} megapixels); images up to ${megapixels(MAX_IMAGE_PIXELS)} megapixels can be read. Scan it again at 300 dpi or less.`;
  }
  const total = images.reduce((sum, image) => sum + image.width * image.height, 0);
  if (total > MAX_DOCUMENT_PIXELS) {
    return `This scan's images hold ${megapixels(total)} megapixels together; up to ${megapixels(MAX_DOCUMENT_PIXELS)} can be read. Scan it again at 300 dpi or less, or upload only the pages with the expenses.`;
  }
  return null;
}
