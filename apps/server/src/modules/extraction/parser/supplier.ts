import type { Cell, LayoutLine } from './layout-lines.ts';

/**
 * The issuing party: the name under a "seller" label, else the company name (a legal form such
 * as GmbH, Ltd, SARL, BV) that the letterhead, the sender line, the footer and the VAT number
 * agree on, never one inside the customer's block, a footnote or a slogan.
 */
const sellerLabel =
  /^(?:seller|supplier|vendor|from|sold\s+by|issued\s+by|verkäufer|lieferant|rechnungssteller|rechnungsersteller|leistungserbringer|absender|fournisseur|vendeur|émetteur|emetteur|leverancier|verkoper|proveedor|vendedor|emisor|fornitore|venditore|cedente)\b\s*:?\s*$/i;
const buyerLabel =
  /^(?:bill(?:ed)?\s+to|invoice\s+to|sold\s+to|ship(?:ped)?\s+to|deliver(?:y)?\s+to|customer|buyer|client|käufer|kunde|rechnungsempfänger|leistungsempfänger|warenempfänger|lieferanschrift|empfänger|destinataire|facturé\s+à|adresse\s+de\s+livraison|acheteur|klant|afnemer|factuuradres|cliente|comprador|destinatario|committente|cessionario)/i;
const legalForm =
  /\b(?:gmbh|ag|kg|ohg|ug|e\.\s?k\.|e\.\s?v\.|a\.\s?g\.|ltd\.?|limited|llc|llp|plc|inc\.?|corp\.?|co\.|sarl|s\.a\.r\.l\.|sas|s\.a\.s\.|sa|s\.a\.|eurl|bv|b\.v\.|nv|n\.v\.|vof|s\.l\.|s\.r\.l\.|srl|spa|s\.p\.a\.|gbr|mbh)(?![\p{L}])/iu;
const notAName =
  /^(?:name|nummer|number|anschrift|address|adresse|gln|tel|fax|e-?mail|www|http|iban|bic|ust|vat|tva|btw|steuer|\d)/i;
const nameLabel =
  /^(?:name|firma|company|raison\s+sociale|société|naam|nombre|ragione\s+sociale)\s*:?\s*$/i;

export function findSupplier(lines: LayoutLine[]): string {
  return fromSellerLabel(lines) ?? fromLegalForm(lines) ?? fromTopLines(lines);
}

function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,·•●|:-]+|[\s,·•●|:-]+$/g, '')
    .slice(0, 200);
}

function fromSellerLabel(lines: LayoutLine[]): string | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const label = line.cells.find((cell) => sellerLabel.test(cell.text.trim()));
    if (!label) continue;
    for (const next of lines.slice(index + 1, index + 8)) {
      if (next.page !== line.page) break;
      const cells = next.cells.filter(
        (cell) => Math.abs(cell.x - label.x) < 40 || cell.x > label.x,
      );
      const named = cells.findIndex((cell) => nameLabel.test(cell.text.trim()));
      if (named >= 0 && cells[named + 1]) return withLineAbove(lines, next, cells[named + 1]!);
      const under = next.cells.find((cell) => Math.abs(cell.x - label.x) < 15);
      const plain = under?.text.trim() ?? '';
      if (under && /\p{L}{3,}/u.test(plain) && !notAName.test(plain) && !/:/.test(plain)) {
        if (sellerLabel.test(under.text) || buyerLabel.test(under.text)) continue;
        // A name set on two lines: the second carries the legal form ("... a.G.", "... GmbH").
        const after = lines[lines.indexOf(next) + 1];
        const second = after?.cells.find((cell) => Math.abs(cell.x - under.x) < 4);
        const joined =
          second &&
          !legalForm.test(plain) &&
          legalForm.test(second.text) &&
          !/\d/.test(second.text);
        return clean(joined ? `${plain} ${second.text}` : plain);
      }
    }
  }
  return null;
}

/**
 * A value set on two lines beside its label ("Name:" level with the second line): the line
 * right above holding only a cell at the same x is the value's first half.
 */
function withLineAbove(lines: LayoutLine[], line: LayoutLine, value: Cell): string {
  const above = lines[lines.indexOf(line) - 1];
  const first = above?.cells[0];
  const joins =
    above &&
    first &&
    above.cells.length === 1 &&
    above.page === line.page &&
    line.y - above.y < line.height * 1.8 &&
    Math.abs(first.x - value.x) < 4 &&
    !/[\d:@]/.test(first.text) &&
    !legalForm.test(first.text);
  return clean(joins ? `${first.text} ${value.text}` : value.text);
}

/**
 * Company names with a legal form, scored: how often the name is printed, whether it is near the
 * top of the first page or beside a VAT or company number, and never inside a customer block.
 */
function fromLegalForm(lines: LayoutLine[]): string | null {
  const scores = new Map<string, number>();
  const originals = new Map<string, string>();
  const buyerZones = buyerBlocks(lines);
  lines.forEach((line, index) => {
    for (const cell of line.cells) {
      for (const piece of cell.text.split(/\s*[|●•·]\s*|\s{2,}/)) {
        let name = clean(piece.replace(/^(?:©|\(c\)|copyright)\s*\d*\s*/i, ''));
        if (!legalForm.test(name) || name.length > 60 || /\d{3,}/.test(name)) continue;
        if (/^[a-z]/.test(name) || name.split(' ').length > 7) continue;
        const above = lines[index - 1];
        const lead = above?.cells.find((other) => Math.abs(other.x - cell.x) < 4)?.text.trim();
        const continues =
          lead &&
          above &&
          above.page === line.page &&
          line.y - above.y < line.height * 1.8 &&
          !/[\d:@]/.test(lead) &&
          !legalForm.test(lead) &&
          !sellerLabel.test(lead) &&
          !buyerLabel.test(lead) &&
          !documentTitles.test(lead) &&
          lead.split(' ').length <= 4 &&
          cell.text.trim() === name;
        if (continues) name = `${lead} ${name}`;
        const key = name.toLowerCase();
        let score = scores.get(key) ?? 0;
        score += buyerZones.has(index) ? -3 : 2;
        if (line.page === 1 && index < 8) score += 2;
        const near = lines.slice(Math.max(0, index - 3), index + 4).map((other) => other.text);
        if (
          near.some((text) =>
            /(?:ust|vat|tva|btw|iva|steuer|hrb|hra|company\s+no|siret|kvk)/i.test(text),
          )
        ) {
          score += 1;
        }
        scores.set(key, score);
        if (!originals.has(key)) originals.set(key, name);
      }
    }
  });
  let best: string | null = null;
  let bestScore = 0;
  for (const [key, score] of scores) {
    if (score > bestScore) [best, bestScore] = [originals.get(key) ?? key, score];
  }
  return best;
}

/** Line indexes in the customer's address block: a buyer label and the few lines after it. */
function buyerBlocks(lines: LayoutLine[]): Set<number> {
  const zone = new Set<number>();
  lines.forEach((line, index) => {
    if (!line.cells.some((cell) => buyerLabel.test(cell.text.trim()))) return;
    for (let offset = 0; offset <= 5 && index + offset < lines.length; offset++)
      zone.add(index + offset);
  });
  return zone;
}

const documentTitles =
  /^(?:tax\s+)?(?:invoice|receipt|order|credit\s+note|statement|quotation|delivery\s+note|page\b|facture|rechnung|gutschrift|factuur|factura|fattura|avoir|beispiel)/i;

/** The first line that reads like a name: the letterhead. */
function fromTopLines(lines: LayoutLine[]): string {
  for (const line of lines.slice(0, 12)) {
    const text = clean(line.cells[0]?.text ?? '');
    const words = text.match(/\p{L}{2,}/gu) ?? [];
    if (words.length < 1 || !words.some((word) => word.length >= 4)) continue;
    if (
      documentTitles.test(text) ||
      notAName.test(text) ||
      /^\d|\d{2}[./]\d{2}[./]\d{2}/.test(text)
    )
      continue;
    return text;
  }
  return '';
}
