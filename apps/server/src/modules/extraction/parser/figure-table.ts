import type { Cell, LayoutLine } from './layout-lines.ts';
import { classifyLabel } from './line-kinds.ts';
import { type NumberFormat, readAmount } from './number-format.ts';

/** The kinds a totals table names in its label row. */
const figureKinds = new Set(['subtotal', 'vat', 'total']);

/**
 * Totals printed as a table: a row of labels ("Warenwert | Nettobetrag | MwSt-Betrag |
 * Endbetrag") over one row of figures per VAT rate and a row of sums. Each figure becomes a
 * line of its own with the label above it ("Nettobetrag 448,99"), so the totals read like any
 * other. Labels with a % (a rate column) and labels that name no sub-total, VAT or total (the
 * allowances and charges, printed as lines of their own elsewhere) are left out.
 */
export function unfoldFigureTables(lines: LayoutLine[], format: NumberFormat): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    out.push(line);
    if (!isLabelRow(line, format)) continue;
    let next = index + 1;
    while (next < lines.length && isFigureRow(lines[next]!, line, format)) {
      const last = !(next + 1 < lines.length && isFigureRow(lines[next + 1]!, line, format));
      out.push(...figureLines(line, lines[next]!, format, last));
      next++;
    }
    index = next - 1;
  }
  return out;
}

/** A row of totals' labels: it also ends the line table above it. */
export function isLabelRow(line: LayoutLine, format: NumberFormat): boolean {
  if (line.cells.length < 3 || line.cells.some((cell) => readAmount(cell.text, format))) {
    return false;
  }
  const named = line.cells.filter((cell) => figureKinds.has(classifyLabel(cell.text) ?? ''));
  return named.length >= 2;
}

/** Only figures (and a currency code), on the label row's page, a few lines below it. */
function isFigureRow(line: LayoutLine, labels: LayoutLine, format: NumberFormat): boolean {
  if (line.page !== labels.page || line.y - labels.y > labels.height * 12) return false;
  const amounts = line.cells.filter((cell) => readAmount(cell.text, format));
  const others = line.cells.filter((cell) => !amounts.includes(cell));
  return amounts.length >= 2 && others.every((cell) => /^[A-Z]{3}$|^[£€$]$/.test(cell.text));
}

/**
 * The figures of one row as lines. The row of sums (the last) also gives its allowances and
 * charges: a delivery or charge column, and any negative figure (an amount taken off, whatever
 * the column calls it); the choice of rows decides whether they are new or printed twice.
 */
function figureLines(
  labels: LayoutLine,
  row: LayoutLine,
  format: NumberFormat,
  sums: boolean,
): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (const cell of row.cells) {
    const amount = readAmount(cell.text, format);
    if (!amount || amount.percent) continue;
    let label = labelAbove(labels.cells, cell);
    if (!label || /%/.test(label.text)) continue;
    const kind = classifyLabel(label.text) ?? '';
    const extra = sums && (kind === 'delivery' || kind === 'charge' || (!kind && amount.value < 0));
    if (!figureKinds.has(kind) && !extra) continue;
    // An amount off under a column of another name is read as the discount it is.
    if (!kind && amount.value < 0) label = { ...label, text: `Discount (${label.text})` };
    out.push({
      page: row.page,
      y: row.y,
      height: row.height,
      cells: [label, cell],
      text: `${label.text} ${cell.text}`,
    });
  }
  return out;
}

/** The label over a figure: the one it overlaps most, else the one whose edge is nearest. */
function labelAbove(labels: Cell[], figure: Cell): Cell | undefined {
  let best: Cell | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const label of labels) {
    const overlap = Math.min(label.right, figure.right) - Math.max(label.x, figure.x);
    const distance = Math.min(Math.abs(label.right - figure.right), Math.abs(label.x - figure.x));
    const score = overlap > 0 ? 1000 + overlap : -distance;
    if (score > bestScore) [best, bestScore] = [label, score];
  }
  return bestScore > -20 ? best : undefined;
}
