/**
 * What a line of an invoice or receipt is, from its words: an item, or one of the lines around
 * the items that are not goods (sub-total, VAT, discount, delivery, rounding, total, payment,
 * change). In English, German, French, Dutch, Spanish and Italian. Shared by the PDF layout
 * reader and the receipt OCR: give it the line's words without its amounts.
 */

export type LineKind =
  | 'subtotal'
  | 'vat'
  | 'discount'
  | 'delivery'
  | 'charge'
  | 'rounding'
  | 'total'
  | 'payment'
  | 'change'
  /** Dates, numbers of the invoice, the VAT registration, bank details: never money rows. */
  | 'reference';

/** Checked in this order: the first pattern that fits names the kind. */
const kinds: Array<[LineKind, RegExp]> = [
  [
    'reference',
    /\b(?:vat\s*(?:no|reg|number|id)|tax\s*(?:id|no|number)|ust[.-]?\s*id|ust-?idnr|steuer-?(?:nummer|nr)|st\.?-?nr|n°\s*tva|tva\s+intra|numéro\s+de\s+tva|btw[-\s]?(?:nr|nummer)|iban|bic|swift|kontonummer|blz|siret|siren|invoice\s*(?:no|number|date)|rechnungs-?(?:nummer|nr|datum)|kundennummer|customer\s*(?:no|number)|order\s*(?:no|number|date)|bestell-?(?:nummer|nr|datum)|lieferdatum|leistungsdatum|datum|date|page|seite|fällig|due\s+date|échéance|payable\s+(?:by|until|within)|zahlbar|zahlungsziel|tel(?:efon)?|fax|e-?mail|www)(?![a-zäöüßéè])|^(?:gesamtbetrag|summe|total)\s+(?:der\s+|des\s+|of\s+)?(?:zu-?\s*(?:und|\/)?\s*)?(?:zuschläge|abschläge|rabatte|nachlässe|allowances|charges|remises|frais)\b/i,
  ],
  [
    'change',
    /^(?:change(?:\s+due)?|rückgeld|wechselgeld|rendu|monnaie|rendu\s+monnaie|wisselgeld|cambio|vuelta|resto)\b/i,
  ],
  [
    'payment',
    /^(?:cash|card|visa|mastercard|amex|maestro|debit|credit\s+card|contactless|paid|payment|tendered|tender|amount\s+paid|already\s+paid|deposit\s+paid|less\s+deposit|prepayment|bar(?:zahlung)?|gegeben|ec[-\s]?karte|girocard|kartenzahlung|bezahlt|bereits\s+(?:gezahlt|bezahlt)|anzahlung|vorauszahlung|abschlagszahlung|erhaltene|espèces|carte\s+bancaire|cb\b|payé|acompte|déjà\s+payé|contant|pin\b|betaald|reeds\s+betaald|efectivo|tarjeta|pagado|contanti|carta|pagato|acconto)/i,
  ],
  [
    'rounding',
    /^(?:rounding|round(?:ing)?\s+(?:adjustment|off)|rundung(?:sdifferenz)?|arrondi|afronding|redondeo|arrotondamento)/i,
  ],
  [
    'subtotal',
    /^(?:sub\s*-?\s*total|net\s+total|total\s+net|total\s+ex(?:cl)?\.?(?:\s|$)|total\s+excluding|total\s+before\s+tax|goods\s+total|net\s+amount|net\s+value|nettobetrag|netto\s*betrag|netto(?:summe|wert|gesamt)|summe\s+netto|gesamt\s*netto|gesamtbetrag\s+netto|gesamt(?:summe|betrag)?\s+(?:ohne|exkl)|rechnungsbetrag\s+netto|summe\s+(?:der\s+)?(?:positionen|nettobeträge|nettowerte)|summe\s+positionen|zwischensumme|warenwert|positionssumme|summe\s+ohne|nettopreis|netto\b|sous[-\s]?total|total\s+h\.?t|montant\s+h\.?t|total\s+hors\s+tax|montant\s+hors\s+tax|net\s+h\.?t|base\s+ht|subtotaal|totaal\s+excl|netto\s+bedrag|totaal\s+netto|base\s+imponible|total\s+sin\s+iva|importe\s+neto|subtotale|imponibile|totale\s+imponibile|totale\s+netto)/i,
  ],
  [
    'vat',
    /^(?:(?:total\s+|plus\s+|zzgl\.?\s+|zuzügl(?:ich)?\.?\s+|inkl\.?\s+|incl\.?\s+|enthaltene\s+|davon\s+|montant\s+|totaal\s+|importe\s+|totale\s+)?(?:vat|v\.a\.t|tax|sales\s+tax|gst|mwst|mehrwertsteuer|umsatzsteuer|ust\b|steuer(?:betrag)?|versicherungs?steuer|tva|t\.v\.a|btw|iva|i\.v\.a|imposta)|\d{1,2}(?:[.,]\d{1,2})?\s*%\s*(?:vat|mwst|ust|tva|btw|iva|tax|steuer|umsatzsteuer))/i,
  ],
  [
    'discount',
    /^(?:less\s+)?(?:trade\s+discount|discount|promo(?:tion)?|voucher|coupon|multi-?buy|price\s+match|saving|reduction|allowance|[a-zäöüß]*rabatt|[a-zäöüß]*nachlass|preisnachlass|abschlag|gutschein|abzug|remise|réduction|rabais|ristourne|escompte|korting|descuento|bonificaci[oó]n|sconto|abbuono)/i,
  ],
  [
    'delivery',
    /^(?:delivery|shipping|carriage|postage|freight|p\s*&\s*p|postage\s+and\s+packing|versand|versandkosten|fracht|frachtkosten|lieferung|lieferkosten|zustellung|porto|verpackung|frais\s+de\s+port|frais\s+d'envoi|frais\s+de\s+livraison|livraison|port\b|transport|verzend(?:kosten)?|bezorg(?:kosten)?|envío|envio|gastos\s+de\s+envío|portes|spedizione|spese\s+di\s+spedizione|trasporto)/i,
  ],
  [
    'charge',
    /^(?:surcharge|service\s+charge|handling|fee\b|charges?\b|zuschlag|aufschlag|gebühr|pauschale|frais|supplément|toeslag|kosten\b|recargo|cargo|supplemento|maggiorazione)/i,
  ],
  [
    'total',
    /^(?:grand\s+total|total|amount\s+due|balance\s+due|balance|to\s+pay|amount\s+payable|invoice\s+total|order\s+total|gesamt|gesamtbetrag|gesamtsumme|endbetrag|endsumme|rechnungsbetrag|rechnungssumme|bruttobetrag|brutto|summe|zahlbetrag|zu\s+zahlen|zahlungsbetrag|montant\s+(?:total|ttc|dû|du|à\s+payer)|net\s+à\s+payer|reste\s+à\s+payer|à\s+payer|totaal|te\s+betalen|eindtotaal|importe\s+total|total\s+a\s+pagar|totale|da\s+pagare|importo\s+totale)/i,
  ],
];

/** The kind of a non-item line, from its label; null when the words say it may be an item. */
export function classifyLabel(label: string): LineKind | null {
  const text = label
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s*:.\-–]+/, '')
    // "abzgl. Sondernachlass", "zzgl. Versandkosten", "plus delivery": the sign, not the kind.
    .replace(
      /^(?:abzgl\.?|abzüglich|zzgl\.?|zuzügl(?:ich)?\.?|plus|less|minus|moins|hors)\s+(?!(?:vat|mwst|ust|umsatzsteuer|tva|btw|iva)\b)/i,
      '',
    )
    .trim();
  if (!text) return null;
  for (const [kind, pattern] of kinds) {
    if (pattern.test(text)) return kind;
  }
  return null;
}

/** Whether a total line names the gross (with VAT) or the net amount, when it says so. */
export function totalBasis(label: string): 'gross' | 'net' | null {
  if (
    /\b(?:brutto|gross|ttc|inc(?:l|luding)?\.?\s*(?:vat|tax|mwst|ust|btw|iva)|inkl\.?|inklusive|einschließlich|including|con\s+iva|incl\.?\s+btw)(?![a-zäöüß])/i.test(
      label,
    )
  ) {
    return 'gross';
  }
  if (
    /\b(?:netto|net|ht|ex(?:cl|cluding)?\.?\s*(?:vat|tax)|exkl\.?|zzgl\.?|ohne|sans|sin\s+iva|senza)\b/i.test(
      label,
    )
  )
    return 'net';
  return null;
}

/** Kinds whose amount is part of what was charged, so a row of its own when printed. */
export const chargedKinds: ReadonlySet<LineKind> = new Set(['discount', 'delivery', 'charge']);

/**
 * Headings of the sections printed after the line table: payment terms (a cash discount for
 * paying early is no part of the total), the invoice's allowances and charges, the VAT
 * breakdown, the totals. A line that starts with one ends the table.
 */
const sectionAfterItems =
  /^(?:zahlungsbedingungen|zahlungskonditionen|zu-\s*und\s*abschläge|steueraufschlüsselung|belegsummen|payment\s+terms|terms\s+of\s+payment|terms\s+and\s+conditions|allowances\s+and\s+charges|tax\s+breakdown|vat\s+(?:breakdown|summary|analysis)|conditions\s+de\s+(?:paiement|règlement)|remises\s+et\s+frais|betalingsvoorwaarden|condiciones\s+de\s+pago|condizioni\s+di\s+pagamento)\b/i;

export function startsSectionAfterItems(text: string): boolean {
  return sectionAfterItems.test(text.replace(/[\s\u00a0]+/g, ' ').trim());
}
