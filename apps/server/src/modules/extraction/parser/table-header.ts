import type { Cell, LayoutLine } from './layout-lines.ts';

/**
 * The line table's header row, in English, German, French, Dutch, Spanish and Italian. Each
 * header cell names a column; the columns' x positions then place every cell below them.
 */
export type ColumnKind =
  | 'position'
  | 'code'
  | 'description'
  | 'quantity'
  | 'unit'
  | 'price'
  | 'discount'
  | 'vat'
  | 'amount';

const words: Array<[ColumnKind, RegExp]> = [
  ['position', /^(?:pos\.?|position|nr\.?|no\.?|#|line|lfd\.?\s*nr\.?|n°|núm\.?|art\s*nr)$/i],
  [
    'code',
    /^(?:code|item\s*(?:no|code|#)|sku|part\s*no|art(?:ikel)?[-.\s]*nr[\w.-]*|artikelnummer|gtin|ean|réf(?:érence)?\.?|ref\.?|code\s+article|artikelcode|código|codice|referencia)/i,
  ],
  [
    'price',
    /^(?:unit\s*price|unit\s*cost|price|rate|each|einzel\s*preis|einzel(?:\s*\/\s*\S+)?|einzelpreis|preis\s*\/?\s*(?:einheit|stück|stk\.?|me)|price\s+(?:per|\/)\s*unit|e-?preis|stück\s*preis|netto\s*preis|nettopreis|preis|prix(?:\s+unit(?:aire)?)?|p\.?\s*u\.?(?:\s+ht)?|pu\s+ht|stuk\s*prijs|prijs|eenheidsprijs|precio(?:\s+unitario)?|prezzo(?:\s+unitario)?|importe\s+unitario)/i,
  ],
  [
    'amount',
    /^(?:amount|line\s*total|total|positions-?\s*(?:betrag|wert|summe)|net|net\s+amount|sum|betrag|entgelt|gesamt|gesamtpreis|gesamtbetrag|summe|netto\s*betrag|nettobetrag|nettowert|netto|montant|total\s+h\.?t|montant\s+h\.?t|bedrag|totaal|importe|importo|totale|subtotal)/i,
  ],
  [
    'quantity',
    /^(?:qty|quantity|quant\.?|menge|anzahl|anz\.?|stück|quantité|qté|qte|aantal|cantidad|cant\.?|quantità|qtà|q\.tà|units?\s+ordered|hours|std\.?|stunden)/i,
  ],
  [
    'unit',
    /^(?:unit|uom|einheit|meng\.?\s*-?\s*einheit|mengeneinheit|me|eh|vke[\w/]*|unité|eenheid|unidad|unità|u\.m\.)$/i,
  ],
  ['discount', /^(?:disc(?:ount)?\.?|rabatt|nachlass|remise|korting|descuento|dto\.?|sconto)/i],
  [
    'vat',
    /^(?:vat|tax|vat\s*%|vat\s+rate|tax\s+rate|mwst|ust|steuer|steuersatz|mwst[\s.-]*%|ust[\s.-]*%|tva|taux|btw|iva|%)/i,
  ],
  [
    'description',
    /^(?:description|descr\.?|item|items|article|product|products|goods|details|service|services|bezeichnung|beschreibung|artikelbezeichnung|artikelbeschreibung|leistungsbeschreibung|artikel|leistung|leistungen|produkt|text|désignation|designation|libellé|produit|prestation|omschrijving|product|artikel|descripción|concepto|artículo|producto|descrizione|articolo|prodotto)/i,
  ],
];

export interface Column {
  kind: ColumnKind;
  x: number;
  right: number;
}

export interface TableHeader {
  line: LayoutLine;
  columns: Column[];
}

/** Currency, VAT basis and unit marks a header may carry: "Einzel/€", "Price (EUR)", "Netto %". */
const suffix = String.raw`(?:\s*[/(]?\s*(?:€|eur|gbp|usd|chf|£|\$|%|netto|net|brutto|gross|ht|ttc|excl?\.?|incl?\.?|vat|mwst)\.?\)?)*\s*$`;
const whole = words.map(
  ([kind, pattern]) => [kind, new RegExp(`${pattern.source}\\.?${suffix}`, 'i')] as const,
);

/** A header cell's kind: the whole cell must be one header name; first fitting kind wins. */
export function headerKind(text: string): ColumnKind | null {
  const cleaned = text
    .replace(/[[\]:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [kind, pattern] of whole) if (pattern.test(cleaned)) return kind;
  return null;
}

/**
 * A line is the table's header when most of its cells name columns and among them are a
 * description and at least one of quantity, price and amount (or two of those).
 */
export function readHeader(line: LayoutLine): TableHeader | null {
  const columns: Column[] = [];
  let named = 0;
  for (const cell of splitHeaderCells(line.cells)) {
    const kind = headerKind(cell.text);
    if (kind) {
      named++;
      columns.push({ kind, x: cell.x, right: cell.right });
    }
  }
  if (named < 2 || named < line.cells.length * 0.6) return null;
  const kinds = new Set(columns.map((column) => column.kind));
  const figures = ['quantity', 'price', 'amount'].filter((kind) =>
    kinds.has(kind as ColumnKind),
  ).length;
  if (!(kinds.has('description') && figures >= 1) && figures < 2) return null;
  if (/\d{2,}/.test(line.text.replace(/\d+\s*%/g, ''))) return null;
  return { line, columns };
}

/** "Qty Unit price" set as one text run: split it into the longest header names, left first. */
function splitHeaderCells(cells: Cell[]): Cell[] {
  const out: Cell[] = [];
  for (const cell of cells) {
    const parts = [...cell.text.matchAll(/\S+/g)];
    if (parts.length < 2 || headerKind(cell.text)) {
      out.push(cell);
      continue;
    }
    const perChar = (cell.right - cell.x) / Math.max(cell.text.length, 1);
    let index = 0;
    while (index < parts.length) {
      let take = 1;
      for (let size = Math.min(3, parts.length - index); size >= 1; size--) {
        const phrase = parts
          .slice(index, index + size)
          .map((part) => part[0])
          .join(' ');
        if (headerKind(phrase)) {
          take = size;
          break;
        }
      }
      const first = parts[index]!;
      const last = parts[index + take - 1]!;
      out.push({
        text: parts
          .slice(index, index + take)
          .map((part) => part[0])
          .join(' '),
        x: cell.x + first.index * perChar,
        right: cell.x + (last.index + last[0].length) * perChar,
      });
      index += take;
    }
  }
  return out;
}
