import { chooseRows, type PrintedExtra, type PrintedFigures } from './choose-rows.ts';
import { buildLines, type LayoutLine, type WordBox } from './layout-lines.ts';
import { classifyLabel, totalBasis } from './line-kinds.ts';
import { currencyOf, detectNumberFormat, type NumberFormat, readAmount } from './number-format.ts';
import type { ParsedDocument } from './parse-document.ts';
import { findSupplier } from './supplier.ts';
import { readHeader } from './table-header.ts';
import { readTableRows, type TableItem } from './table-rows.ts';

export interface LayoutReading {
  parsed: ParsedDocument;
  /** The rows add up to the document's own figures. */
  reconciled: boolean;
  /** The rebuilt lines as text, one printed line per line: context for a model. */
  lines: LayoutLine[];
}

/**
 * Reads a document from its word boxes: lines and cells, the line table under its header row,
 * the sub-total, VAT, total and extra lines below it, the supplier, and rows chosen to add up.
 * Null when no line table is found (the flat-text parser then has its turn).
 */
export function parseLayout(boxes: WordBox[]): LayoutReading | null {
  const allLines = buildLines(boxes);
  const lines = withoutPageFurniture(allLines);
  const allText = lines.map((line) => line.text).join('\n');
  const format = detectNumberFormat(allText);
  let items: TableItem[] = [];
  let after = -1;
  for (let index = 0; index < lines.length && items.length === 0; index++) {
    const header = readHeader(lines[index]!);
    if (!header) continue;
    const rest = lines.slice(index + 1);
    const table = readTableRows(header, rest, format);
    if (table.items.length > 0) {
      items = table.items;
      after = index + 1 + table.end;
    }
  }
  if (items.length === 0) return null;
  const { extras, printed } = readFigures(lines.slice(after), format);
  const chosen = chooseRows(items, extras, printed);
  return {
    parsed: {
      supplier: findSupplier(allLines),
      currency: currencyOf(allText) ?? 'EUR',
      items: chosen.items,
      ...chosen.figures,
      vatMode: chosen.vatMode,
    },
    reconciled: chosen.reconciled,
    lines,
  };
}

/**
 * The figures below the table: each line's label is its words, its amount the rightmost number.
 * A "total" that says it is net is a sub-total; payments, change and references are left out.
 */
export function readFigures(
  lines: LayoutLine[],
  format: NumberFormat,
): { extras: PrintedExtra[]; printed: PrintedFigures } {
  const extras: PrintedExtra[] = [];
  const printed: PrintedFigures = { subtotals: [], vats: [], totals: [] };
  for (const line of lines) {
    const amounts = line.cells
      .map((cell) => ({ cell, amount: readAmount(cell.text, format) }))
      .filter((entry) => entry.amount && !entry.amount.percent);
    const last = amounts[amounts.length - 1];
    let label = line.cells
      .filter((cell) => !amounts.some((entry) => entry.cell === cell))
      .map((cell) => cell.text)
      .join(' ');
    let value = last?.amount?.value;
    if (value === undefined) {
      // "Net total: 496.00 €" set as one text run.
      const inline = line.text.match(
        /^(.*?\p{L}.*?)[:\s]+([-(]?[£€$]?\s?\d[\d.,' ]*\d(?:\s?[£€$])?\)?)\s*$/u,
      );
      const amount = inline ? readAmount(inline[2]!, format) : null;
      if (!inline || !amount) continue;
      label = inline[1]!;
      value = amount.value;
    }
    let kind = classifyLabel(label);
    if (kind === 'total' && totalBasis(label) === 'net') kind = 'subtotal';
    if (kind === 'subtotal') printed.subtotals.push(value);
    else if (kind === 'vat') printed.vats.push(Math.abs(value));
    else if (kind === 'total') printed.totals.push(value);
    else if (kind === 'discount') extras.push({ label: clean(label), value: -Math.abs(value) });
    else if (kind === 'delivery' || kind === 'charge' || kind === 'rounding') {
      extras.push({ label: clean(label), value });
    }
  }
  return { extras, printed };
}

function clean(label: string): string {
  return label
    .replace(/\s+/g, ' ')
    .replace(/[:\s]+$/, '')
    .trim()
    .slice(0, 200);
}

/** Lines printed the same on several pages (running heads, "Page 1 of 3") are not content. */
function withoutPageFurniture(lines: LayoutLine[]): LayoutLine[] {
  const pages = new Map<string, Set<number>>();
  const key = (line: LayoutLine) => line.text.replace(/\d+/g, '#');
  for (const line of lines) {
    const set = pages.get(key(line)) ?? new Set<number>();
    set.add(line.page);
    pages.set(key(line), set);
  }
  const pageCount = new Set(lines.map((line) => line.page)).size;
  if (pageCount < 2)
    return lines.filter((line) => !/^(?:page|seite|página|pagina|pagina)\s+\d+/i.test(line.text));
  return lines.filter((line) => (pages.get(key(line))?.size ?? 0) < 2 || readHeader(line));
}
