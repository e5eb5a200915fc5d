import { chooseRows, type PrintedExtra, type PrintedFigures } from './choose-rows.ts';
import { figureKind } from './figure-kind.ts';
import { unfoldFigureTables } from './figure-table.ts';
import { buildLines, type Cell, type LayoutLine, type WordBox } from './layout-lines.ts';
import { classifyLabel, totalBasis } from './line-kinds.ts';
import {
  currencyOf,
  detectNumberFormat,
  type NumberFormat,
  readAmount,
  toCents,
} from './number-format.ts';
import type { ParsedDocument } from './parse-document.ts';
import { findSupplier } from './supplier.ts';
import { headerKind, readHeader } from './table-header.ts';
import { readTableRows, type TableItem } from './table-rows.ts';

export interface LayoutReading {
  parsed: ParsedDocument;
  /** The rows add up to the document's own figures. */
  reconciled: boolean;
  /** The rebuilt lines as text, one printed line per line: context for a model. */
  lines: LayoutLine[];
  /** No lines were printed: one row for the document's total (the last resort). */
  totalsOnly?: boolean;
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
  let tableExtras: PrintedExtra[] = [];
  let after = -1;
  let emptyTable = false;
  for (let index = 0; index < lines.length && items.length === 0; index++) {
    const next = lines[index + 1];
    const twoLine = next ? mergeHeaderLines(lines[index]!, next) : null;
    const one = readHeader(lines[index]!);
    const two = twoLine ? readHeader(twoLine) : null;
    // The two-line reading wins when it names more columns ("Positions-" over "betrag").
    const header = two && (!one || two.columns.length > one.columns.length) ? two : one;
    if (!header) continue;
    const rest = lines.slice(header.line === twoLine ? index + 2 : index + 1);
    const table = readTableRows(header, rest, format);
    if (table.items.length > 0) {
      items = table.items;
      tableExtras = table.extras;
      after = index + 1 + table.end;
    } else emptyTable = true;
  }
  if (items.length === 0) {
    const simple = readUntabled(lines, format);
    items = simple.items;
    after = simple.after;
  }
  // A line table printed empty: the invoice has no lines, only its totals.
  if (items.length === 0) return emptyTable ? totalsOnly(lines, allLines, allText, format) : null;
  const { extras, printed } = readFigures(lines.slice(after), format);
  // Line totals printed gross beside net prices: their tax is one row, always part of the sum.
  const taxInLines = items.reduce((sum, item) => sum + toCents(item.taxInLine ?? 0), 0);
  const taxRow: PrintedExtra[] =
    taxInLines > 0 ? [{ label: 'Tax included in the line totals', value: taxInLines / 100 }] : [];
  const chosen = chooseRows(items, [...taxRow, ...tableExtras, ...extras], printed);
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
 * An invoice whose line table is printed empty, only its totals (an e-invoice's minimal
 * profile shown as a page): one row for the net sub-total, and the VAT as a row, or one for the total.
 * Read only when the flat-text parser cannot do better (`totalsOnly` on the reading).
 */
function totalsOnly(
  lines: LayoutLine[],
  allLines: LayoutLine[],
  allText: string,
  format: NumberFormat,
): LayoutReading | null {
  const { printed } = readFigures(lines, format);
  const amount = printed.subtotals[0] ?? printed.totals[0];
  if (amount === undefined || amount <= 0) return null;
  const item = {
    description: 'Invoice total (no lines printed)',
    product: '',
    quantity: 1,
    unitPrice: amount,
    lineTotal: amount,
  };
  const chosen = chooseRows([item], [], printed);
  if (!chosen.reconciled) return null;
  return {
    parsed: {
      supplier: findSupplier(allLines),
      currency: currencyOf(allText) ?? 'EUR',
      items: chosen.items,
      ...chosen.figures,
      vatMode: chosen.vatMode,
    },
    reconciled: true,
    totalsOnly: true,
    lines,
  };
}

/**
 * "Vierteljährlicher Beitrag inklusive 19 % Versicherungsteuer", "Amount including 20 % VAT": a
 * line that says the VAT is inside it is a gross total, whatever its first words.
 */
function statesGrossTotal(label: string): boolean {
  return /(?:inklusive|inkl\.?|einschließlich|einschl\.?|including|incl\.?|y\s+compris|inclusief|incluido|incluso)\s+(?:\d{1,2}(?:[.,]\d+)?\s*%\s*)?(?:\p{L}*steuer|mwst|ust|vat|tax|tva|btw|iva)\b/iu.test(
    label,
  );
}

/**
 * The figures below the table: each line's label is its words, its amount the rightmost number.
 * A "total" that says it is net is a sub-total; payments, change and references are left out.
 */
function readFigures(
  lines: LayoutLine[],
  format: NumberFormat,
): { extras: PrintedExtra[]; printed: PrintedFigures } {
  const extras: PrintedExtra[] = [];
  const printed: PrintedFigures = { subtotals: [], vats: [], totals: [] };
  for (const line of unfoldFigureTables(lines, format)) {
    const amounts = line.cells
      .map((cell) => ({ cell, amount: readAmount(cell.text, format) }))
      .filter((entry) => entry.amount && !entry.amount.percent);
    // The amount is the rightmost one with cents: a VAT rate may stand after it ("5,80  7").
    const last =
      amounts.filter((entry) => (entry.amount?.decimals ?? 0) >= 2).at(-1) ?? amounts.at(-1);
    let label = line.cells
      .filter((cell) => !amounts.some((entry) => entry.cell === cell))
      .map((cell) => cell.text)
      .join(' ');
    let value = last?.amount?.value;
    if (value === undefined) {
      // "Net total: 496.00 €" set as one text run; "Frachtbetrag: 15,00, MwSt.-% 19,0": the
      // amount followed by the VAT rate it carries.
      const inline =
        line.text.match(
          /^(.*?\p{L}.*?)[:\s]+([-(]?[£€$]?\s?\d[\d.,' ]*\d(?:\s?[£€$])?\)?)\s*(?:€|EUR)?,\s+(?:mwst|ust|vat|tva|btw|iva)\b[^\d]*\d{1,2}(?:[.,]\d{1,2})?\s*%?\s*$/iu,
        ) ??
        line.text.match(/^(.*?\p{L}.*?)[:\s]+([-(]?[£€$]?\s?\d[\d.,' ]*\d(?:\s?[£€$])?\)?)\s*$/u);
      const amount = inline ? readAmount(inline[2]!, format) : null;
      if (!inline || !amount) continue;
      label = inline[1]!;
      value = amount.value;
    }
    // The label beside the amount names it; words further left may be a footnote on that line.
    const nearest = line.cells
      .filter((cell) => !amounts.some((entry) => entry.cell === cell))
      .filter((cell) => !last || cell.x < last.cell.x)
      // An amount set inside the text ("Summe netto: 496,00 €"): the words before it.
      .map((cell) =>
        last ? cell.text : cell.text.replace(/[:\s]*[-(]?[£€$]?\s?\d[\d.,' ]*\d.*$/, ''),
      )
      .filter((text) => /\p{L}/u.test(text))
      .at(-1);
    const named = figureKind(nearest, label);
    let kind = named.kind ?? (statesGrossTotal(label) ? 'total' : null);
    label = named.label;
    if (kind === 'total' && totalBasis(label) === 'net') kind = 'subtotal';
    // "Summe Umsatzsteuer": a total of the VAT, not of the invoice.
    if (
      kind === 'total' &&
      /umsatzsteuer|mwst|\bust\b|\bvat\b|\btva\b|\bbtw\b|\biva\b|steuer/i.test(label) &&
      totalBasis(label) !== 'gross'
    ) {
      kind = 'vat';
    }
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

/**
 * No table header: a short invoice lists its charges as "label  amount" lines just above its
 * totals. The run of such lines right before the first sub-total or total line are the items.
 */
function readUntabled(
  lines: LayoutLine[],
  format: NumberFormat,
): { items: TableItem[]; after: number } {
  const firstFigure = lines.findIndex((line) => {
    const label = line.cells[0]?.text ?? '';
    const kind = classifyLabel(label) ?? (statesGrossTotal(label) ? 'total' : null);
    return (
      (kind === 'subtotal' || kind === 'total') &&
      line.cells.some((cell) => readAmount(cell.text, format))
    );
  });
  if (firstFigure <= 0) return { items: [], after: -1 };
  const items: TableItem[] = [];
  let notes = 0;
  for (let index = firstFigure - 1; index >= 0; index--) {
    const line = lines[index]!;
    const last = line.cells.at(-1);
    const amount = last && line.cells.length >= 2 ? readAmount(last.text, format) : null;
    const label = line.cells
      .slice(0, -1)
      .map((cell) => cell.text)
      .join(' ');
    // Text under a charge (what an insurance covers, "- Feuerversicherung ..."), set as one
    // run without an amount cell, is read past: a few such lines, on the same page.
    if (line.cells.length === 1 && notes < 6 && line.page === lines[firstFigure]!.page) {
      notes++;
      continue;
    }
    if (!amount || amount.percent || !/\p{L}{3,}/u.test(label) || classifyLabel(label)) break;
    notes = 0;
    items.unshift({
      description: label,
      product: '',
      quantity: 1,
      unitPrice: amount.value,
      lineTotal: amount.value,
    });
  }
  return { items, after: firstFigure };
}

function clean(label: string): string {
  return label
    .replace(/\s+/g, ' ')
    .replace(/[:\s]+$/, '')
    .trim()
    .slice(0, 200);
}

/**
 * A header set on two lines ("Preis/" over "Einheit"): cells that overlap across the lines join,
 * top text first. Null when the lines are too far apart to be one header.
 */
function mergeHeaderLines(top: LayoutLine, bottom: LayoutLine): LayoutLine | null {
  if (top.page !== bottom.page || bottom.y - top.y > Math.max(top.height, bottom.height) * 2) {
    return null;
  }
  if (/\d{2,}/.test(top.text + bottom.text)) return null;
  // The top half names a column or breaks a word ("Positions-", "Preis/"); a letterhead line
  // right above the header ("Muster GmbH" over "Pos") is not half of it.
  if (!top.cells.some((cell) => headerKind(cell.text) || /[-/]$/.test(cell.text))) return null;
  const cells: Cell[] = bottom.cells.map((cell) => ({ ...cell }));
  for (const cell of top.cells) {
    const below = cells.find((other) => other.x < cell.right && cell.x < other.right);
    if (below) {
      below.text = `${cell.text}${cell.text.endsWith('-') ? '' : ' '}${below.text}`.replace(
        /\/ /,
        '/',
      );
      below.x = Math.min(below.x, cell.x);
      below.right = Math.max(below.right, cell.right);
    } else {
      cells.push({ ...cell });
    }
  }
  cells.sort((a, b) => a.x - b.x);
  return { ...bottom, cells, text: cells.map((cell) => cell.text).join(' ') };
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
