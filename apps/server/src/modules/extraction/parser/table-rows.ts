import type { PrintedExtra } from './choose-rows.ts';
import { figureKind } from './figure-kind.ts';
import { isLabelRow } from './figure-table.ts';
import type { LayoutLine } from './layout-lines.ts';
import { classifyLabel, startsSectionAfterItems } from './line-kinds.ts';
import { type NumberFormat, readAmount, readQuantity } from './number-format.ts';
import { type Block, type NumberCell, solveBlock, type TableItem } from './solve-block.ts';
import { type Column, type ColumnKind, readHeader, type TableHeader } from './table-header.ts';

export type { TableItem } from './solve-block.ts';

const numericKinds = new Set<ColumnKind>([
  'quantity',
  'unit',
  'price',
  'discount',
  'vat',
  'amount',
]);

/** The column a cell sits under: most overlap, else the nearest by its edges. */
function columnOf(columns: Column[], x: number, right: number): Column {
  let best = columns[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const column of columns) {
    const overlap = Math.min(right, column.right) - Math.max(x, column.x);
    const distance = Math.min(Math.abs(right - column.right), Math.abs(x - column.x));
    const score = overlap > 0 ? overlap + 1000 : -distance;
    if (score > bestScore) [best, bestScore] = [column, score];
  }
  return best;
}

/** Where a table's columns are: what a line's cells are read against. */
interface TableLayout {
  columns: Column[];
  /** The left edge of the description column (codes left of it are article codes). */
  descriptionX: number;
  /** The left edge of the first column of figures. */
  firstNumeric: number;
}

/** One line's cells sorted by what they are: figures by column, words, article codes. */
function readLineCells(line: LayoutLine, layout: TableLayout, format: NumberFormat) {
  const numbers: NumberCell[] = [];
  const words: string[] = [];
  const wordCells: Array<{ text: string; x: number }> = [];
  const codes: string[] = [];
  const texts: string[] = [];
  for (const cell of line.cells) {
    const column = columnOf(layout.columns, cell.x, cell.right);
    // "Stk." under the unit column is the quantity's unit, not part of the item's name.
    if (column.kind === 'unit' && /^\p{L}{1,5}\.?$/u.test(cell.text.trim())) continue;
    const inFigures = cell.right > layout.firstNumeric - 4 && numericKinds.has(column.kind);
    // "400,00" under "#": some programs put the quantity first, under the position's header.
    const count = column.kind === 'position' ? readAmount(cell.text, format) : null;
    if (count && count.decimals > 0 && !count.percent && !count.currency) {
      numbers.push({ column: 'quantity', ...count, unitWord: true, x: cell.x });
      continue;
    }
    const amount = inFigures ? readAmount(cell.text, format) : null;
    const quantity = inFigures && !amount ? readQuantity(cell.text, format) : null;
    if (amount) {
      numbers.push({ column: column.kind, ...amount, unitWord: false, x: cell.x });
    } else if (quantity !== null) {
      numbers.push({
        column: column.kind,
        value: quantity,
        percent: false,
        unitWord: true,
        decimals: 0,
        x: cell.x,
      });
    } else if (
      (column.kind === 'code' || column.kind === 'position') &&
      // A customer's own article name ("Toolbox 0815") under the code column, left of the
      // description, is a code as well.
      (looksLikeCode(cell.text) || (/\d/.test(cell.text) && cell.right <= layout.descriptionX))
    ) {
      codes.push(cell.text);
      texts.push(cell.text);
    } else if (!inFigures || /\p{L}{3,}/u.test(cell.text)) {
      words.push(cell.text);
      wordCells.push(cell);
      texts.push(cell.text);
    }
  }
  return { numbers, words, wordCells, codes, texts };
}

/**
 * The items under a header, up to the first line that is a sub-total, VAT or total line (or
 * the end of the lines given). Lines group into blocks: a block starts where a line brings a
 * figure for a column the current block already has; text lines without figures continue the
 * description. Each block's figures are then solved as quantity x unit price = line total.
 */
export function readTableRows(
  header: TableHeader,
  lines: LayoutLine[],
  format: NumberFormat,
): { items: TableItem[]; extras: PrintedExtra[]; end: number } {
  const columns = header.columns;
  const hasAmountColumn = columns.some((column) => column.kind === 'amount');
  const descriptionX =
    columns.find((column) => column.kind === 'description')?.x ?? Number.NEGATIVE_INFINITY;
  // Discounts printed between the items ("Rechnungsrabatt 1: ... -5,60"): the choice of rows
  // decides whether they are part of the total or already inside an item's line total.
  const extras: PrintedExtra[] = [];
  /** A discount line whose amount is set on the line below ("... 1000,00 -" over "100,00"). */
  let signOnly: { extra: PrintedExtra; y: number } | null = null;
  const layout: TableLayout = {
    columns,
    descriptionX,
    firstNumeric: Math.min(
      ...columns.filter((column) => numericKinds.has(column.kind)).map((column) => column.x),
    ),
  };
  const blocks: Block[] = [];
  let end = lines.length;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const { numbers, words, wordCells, codes, texts } = readLineCells(line, layout, format);
    const label = words.join(' ');
    if (readHeader(line)) continue;
    if (startsSectionAfterItems(line.text) || isLabelRow(line, format)) {
      end = index;
      break;
    }
    if (
      signOnly &&
      words.length === 0 &&
      numbers.length === 1 &&
      line.y - signOnly.y < line.height * 2
    ) {
      signOnly.extra.value = -Math.abs(numbers[0]!.value);
      signOnly = null;
      continue;
    }
    signOnly = null;
    const discount = numbers.length > 0 ? discountLine(line, numbers, wordCells, texts) : null;
    if (discount) {
      extras.push(discount.extra);
      // The item above: the last block with a price (a "1 Stk" price basis is no item).
      const item = blocks.findLast((block) =>
        block.numbers.some((cell) => !cell.unitWord && !cell.percent),
      );
      if (item && item.page === line.page) {
        item.allowances.push(discount.extra);
      }
      if (discount.signOnly) signOnly = { extra: discount.extra, y: line.y };
      continue;
    }
    const kind = classifyLabel(texts.join(' ')) ?? classifyLabel(words.join(' '));
    // "Summe netto: 496,00 €" set as one run of text ends the table as well.
    const lastWords = words.at(-1) ?? '';
    // "Transportkosten : Frachtbetrag: 15,00, MwSt.-% 19,0": the amount with the VAT it carries.
    const inlineKind = /\d[.,]\d{2}\s*[€$£]?$/.test(lastWords)
      ? classifyLabel(lastWords)
      : /\d[.,]\d{2},\s+(?:mwst|ust|vat|tva|btw|iva)\b/i.test(label)
        ? classifyLabel(label)
        : null;
    const ends = (found: typeof kind) => found && found !== 'reference' && found !== 'discount';
    if ((numbers.length > 0 && ends(kind)) || (numbers.length === 0 && ends(inlineKind))) {
      end = index;
      break;
    }
    const current = blocks[blocks.length - 1];
    if (numbers.length === 0) {
      // Text under an item continues its description; text after a gap is something else.
      const near =
        current && line.page === current.page && line.y - current.lastY <= line.height * 3;
      if (current && label && near) {
        addDescription(current, line, label);
        current.lastY = line.y;
      } else if (label) blocks.push(emptyBlock(line, label));
      continue;
    }
    const startsNew =
      !current ||
      // Text far above figures was a note, not this item's name.
      (current.numbers.length === 0 && line.y - current.lastY > line.height * 1.6) ||
      (current.numbers.length > 0 &&
        (numbers.some((cell) => current.numbers.some((other) => other.column === cell.column)) ||
          line.page !== current.page ||
          line.y - current.lastNumberY > line.height * 2.5));
    if (!current || startsNew) {
      blocks.push({ ...emptyBlock(line, label), numbers, code: codes });
    } else {
      if (label) addDescription(current, line, label);
      current.code.push(...codes);
      current.numbers.push(...numbers);
      current.lastNumberY = line.y;
      current.lastY = line.y;
    }
  }
  const items: TableItem[] = [];
  // Where the line totals are printed with cents, a whole number in the amount column ("2"
  // beside "Artikelrabatt") is a reference to something, not what a line costs.
  const centsElsewhere = blocks.some((block) =>
    block.numbers.some((cell) => cell.column === 'amount' && !cell.percent && cell.decimals >= 2),
  );
  for (const block of blocks) {
    const item = solveBlock(block, hasAmountColumn, centsElsewhere);
    if (item) items.push(item);
  }
  const used = new Set(blocks.flatMap((block) => (block.allowancesUsed ? block.allowances : [])));
  return {
    items,
    extras: extras.filter((extra) => extra.value !== 0 && !used.has(extra)),
    end,
  };
}

/**
 * A line in the table that is a discount by its words (the words beside its amount, or its
 * leading words): its amount is the rightmost one with cents, always taken off. A bare "-" at
 * the end means the amount was set on the next line.
 */
function discountLine(
  line: LayoutLine,
  numbers: NumberCell[],
  wordCells: Array<{ text: string; x: number }>,
  texts: string[],
): { extra: PrintedExtra; signOnly: boolean } | null {
  const amount =
    numbers.filter((cell) => !cell.percent && cell.decimals >= 2).at(-1) ??
    numbers.filter((cell) => !cell.percent).at(-1);
  if (!amount) return null;
  const nearest = wordCells.filter((cell) => cell.x < amount.x).at(-1)?.text;
  const { kind, label } = figureKind(nearest, texts.join(' '));
  if (kind !== 'discount') return null;
  const signOnly = /(?:^|\s)[-–]$/.test(line.cells.at(-1)?.text ?? '');
  return {
    extra: {
      label: label
        .replace(/\s+/g, ' ')
        .replace(/[:\s]+$/, '')
        .trim()
        .slice(0, 200),
      value: signOnly ? 0 : -Math.abs(amount.value),
    },
    signOnly,
  };
}

/** Lines under an item that name codes and price bases, not the item. */
const noise =
  /^(?:ohne|usw\.?|ust\.?|mwst\.?|netto|brutto|eur|€|\(\w+\))$|^\(?(?:gtin|ean|gln|upc|sku|art(?:ikel)?[-.\s]*nr[\w.-]*|art|bruttopreis|nettopreis|preisbasis|price\s+basis|listenpreis)\b/i;

/**
 * An item's name is its first line and the lines set right under it; after a gap (a note, the
 * delivery it came with, a list of dates) the name is complete.
 */
function addDescription(block: Block, line: LayoutLine, label: string): void {
  if (block.descriptionClosed || noise.test(label)) return;
  // "Verpackung: Karton", "Colour: white": an attribute of the item, and the name is complete.
  if (block.text.length > 0 && !block.text.at(-1)!.endsWith('-') && attribute.test(label)) {
    block.descriptionClosed = true;
    return;
  }
  const limit = block.descriptionY === null ? 3 : 1.6;
  const from = block.descriptionY ?? block.lastY;
  if (line.page !== block.page || line.y - from > line.height * limit) {
    if (block.descriptionY !== null) block.descriptionClosed = true;
    return;
  }
  block.text.push(label);
  block.descriptionY = line.y;
}

const attribute = /^\p{L}[\p{L}\d\s./-]{1,30}?\s?:\s*\S/u;

/** A stock code or position number: one token with a digit, or short capitals. */
function looksLikeCode(text: string): boolean {
  const trimmed = text.trim();
  if (/\s/.test(trimmed) && /\p{Ll}{3,}/u.test(trimmed)) return false;
  return /\d/.test(trimmed) || /^[\p{Lu}\d./-]{1,12}$/u.test(trimmed) || trimmed.startsWith('(');
}

function emptyBlock(line: LayoutLine, label: string): Block {
  return {
    text: label && !noise.test(label) ? [label] : [],
    code: [],
    numbers: [],
    lastNumberY: line.y,
    lastY: line.y,
    descriptionY: label && !noise.test(label) ? line.y : null,
    descriptionClosed: false,
    page: line.page,
    allowances: [],
  };
}
