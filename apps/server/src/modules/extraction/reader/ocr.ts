import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * English LSTM data shipped in the @tesseract.js-data/eng npm package. With langPath set and
 * no cache, tesseract.js reads it from disk and never fetches from a CDN: extraction works
 * offline (decision 009).
 */
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Reads the text of each image (PNG or JPEG bytes) with one OCR engine for the document. */
export async function recogniseImages(images: Buffer[]): Promise<string[]> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
  });
  try {
    const texts: string[] = [];
    for (const image of images) {
      const result = await worker.recognize(image);
      texts.push(result.data.text);
    }
    return texts;
  } finally {
    await worker.terminate();
  }
}
