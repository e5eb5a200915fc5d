/**
 * Word boxes -> lines -> cells. The PDF text layer (pdf.js text items) and OCR (word boxes)
 * both give pieces of text with a position; this rebuilds the printed lines, and within a line
 * the cells a table's columns are made of (words closer together than a column gap).
 * Coordinates are top-down: y grows down the page, x to the right, in any unit (points, pixels).
 */

export interface WordBox {
  text: string;
  page: number;
  /** Left edge. */
  x: number;
  /** Baseline (PDF) or bottom of the box (OCR), measured from the top of the page. */
  y: number;
  width: number;
  /** Font size or box height. */
  height: number;
}

export interface Cell {
  text: string;
  x: number;
  right: number;
}

export interface LayoutLine {
  page: number;
  y: number;
  height: number;
  cells: Cell[];
  /** The cells' text joined with single spaces, left to right. */
  text: string;
}

/**
 * Groups boxes into lines (baselines within half a text height) and a line's boxes into cells
 * (a gap wider than about a word space and a half starts a new cell).
 */
export function buildLines(boxes: WordBox[]): LayoutLine[] {
  const visible = boxes.filter((box) => box.text.trim() !== '' && box.height > 0);
  visible.sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  const groups: WordBox[][] = [];
  for (const box of visible) {
    const current = groups[groups.length - 1];
    const first = current?.[0];
    if (
      current &&
      first &&
      first.page === box.page &&
      Math.abs(lineY(current) - box.y) <= Math.min(first.height, box.height) * 0.5
    ) {
      current.push(box);
    } else {
      groups.push([box]);
    }
  }
  return groups.map(toLine);
}

function lineY(boxes: WordBox[]): number {
  return boxes.reduce((sum, box) => sum + box.y, 0) / boxes.length;
}

function toLine(boxes: WordBox[]): LayoutLine {
  const sorted = [...boxes].sort((a, b) => a.x - b.x);
  const height = median(sorted.map((box) => box.height));
  const cells: Cell[] = [];
  let previousRight = Number.NEGATIVE_INFINITY;
  for (const box of sorted) {
    const text = box.text.replace(/\s+/g, ' ').trim();
    const gap = box.x - previousRight;
    const last = cells[cells.length - 1];
    // A word space is about a quarter of the font size; a column gap is wider than a space
    // and a half. pdf.js also splits one word into pieces with no gap at all.
    if (last && gap < height * 0.8 && !twoFigures(last.text, text, gap, height)) {
      const glue = gap < height * 0.12 && !/\s$/.test(box.text) && !/^\s/.test(box.text) ? '' : ' ';
      last.text = `${last.text}${glue}${text}`.replace(/\s+/g, ' ');
      last.right = Math.max(last.right, box.x + box.width);
    } else {
      cells.push(...splitWideCell(box.text.trim(), box.x, box.width));
    }
    previousRight = Math.max(previousRight, box.x + box.width);
  }
  return {
    page: sorted[0]!.page,
    y: lineY(boxes),
    height,
    cells,
    text: cells.map((cell) => cell.text).join(' '),
  };
}

/**
 * Some programs write a whole table row as one text item with runs of spaces between the
 * columns; three or more spaces are a column gap. The x of each piece is estimated from its
 * share of the characters.
 */
function splitWideCell(text: string, x: number, width: number): Cell[] {
  const parts = [...text.matchAll(/\S+(?: \S+| {2}\S+)*/g)];
  if (parts.length <= 1) return [{ text: text.trim(), x, right: x + width }];
  const perChar = width / Math.max(text.length, 1);
  return parts.map((part) => ({
    text: part[0].replace(/\s+/g, ' '),
    x: x + part.index * perChar,
    right: x + (part.index + part[0].length) * perChar,
  }));
}

const endsWithFigure =
  /(?:^|\s)(?:[£€$]|[A-Z]{3})?\s?[-(]?\d[\d.,']*\)?(?:\s?(?:[£€$%]|[A-Z]{3}))?$/;
const startsWithFigure = /^(?:[£€$]|[A-Z]{3})?\s?[-(]?\d/;

/**
 * Two amounts a space apart ("EUR 1.234,56 EUR 0,00") are two table cells, however close; a
 * three-digit group after a short number ("1 234,56") is one number with a space in it.
 */
function twoFigures(before: string, after: string, gap: number, height: number): boolean {
  if (gap < height * 0.15 || !endsWithFigure.test(before) || !startsWithFigure.test(after)) {
    return false;
  }
  return !(/(?:^|\s)\d{1,3}$/.test(before) && /^\d{3}(?:[.,]\d+)?(?:\s|$)/.test(after));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
