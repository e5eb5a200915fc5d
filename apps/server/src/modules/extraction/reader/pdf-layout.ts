import type { getDocumentProxy } from 'unpdf';
import type { WordBox } from '../parser/layout-lines.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * The text layer with positions: one box per pdf.js text item, in the page's top-down
 * coordinates (the viewport transform turns PDF's bottom-up, maybe rotated, space into what a
 * reader sees). Pages are numbered from 1.
 */
export async function readPdfBoxes(pdf: PdfDocument): Promise<WordBox[]> {
  const boxes: WordBox[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [a, b, c, d, e, f] = page.getViewport({ scale: 1 }).transform as number[];
    const content = await page.getTextContent();
    for (const raw of content.items) {
      if (!('str' in raw)) continue;
      const item = raw as TextItem;
      if (!item.str.trim()) continue;
      const [scaleX = 1, skewY = 0, , scaleY = 0, px = 0, py = 0] = item.transform;
      // Text set sideways (a margin note up the page's edge) is no part of any line.
      if (Math.abs(skewY) > Math.abs(scaleX) * 0.2) continue;
      const x = (a ?? 1) * px + (c ?? 0) * py + (e ?? 0);
      const y = (b ?? 0) * px + (d ?? -1) * py + (f ?? 0);
      const height = Math.abs(item.height || scaleY);
      boxes.push({ text: item.str, page: number, x, y, width: Math.abs(item.width), height });
    }
    page.cleanup();
  }
  return boxes;
}
