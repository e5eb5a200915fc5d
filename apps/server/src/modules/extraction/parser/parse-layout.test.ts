import { describe, expect, it } from 'vitest';
import { parseLayout } from './parse-layout.ts';
import { page } from './test-boxes.ts';

const rowsOf = (reading: ReturnType<typeof parseLayout>) =>
  reading?.parsed.items.map((row) => [row.description, row.quantity, row.unitPrice, row.vatMode]);

describe('parseLayout', () => {
  it('a German invoice: 1.234,56, delivery as a row, 19 % VAT as a row, the seller not the buyer', () => {
    const reading = parseLayout(
      page([
        [
          [40, 'Muster Bau GmbH'],
          [380, 'Rechnung'],
        ],
        [[40, 'Werkstraße 1, 12345 Musterstadt']],
        [[40, 'USt-IdNr.: DE123456789']],
        [[40, 'Rechnungsempfänger']],
        [[40, 'Kunde Wohnen GmbH']],
        [[40, 'Gartenweg 5, 54321 Beispielstadt']],
        [],
        [
          [40, 'Pos'],
          [70, 'Bezeichnung'],
          [300, 'Menge'],
          [360, 'Einzelpreis'],
          [460, 'Gesamt'],
        ],
        [
          [40, '1'],
          [70, 'Fliesen 30x60 anthrazit'],
          [300, '40 m²'],
          [360, '25,50'],
          [460, '1.020,00'],
        ],
        [
          [40, '2'],
          [70, 'Fliesenkleber 25 kg'],
          [300, '8 Sack'],
          [360, '18,90'],
          [460, '151,20'],
        ],
        [[70, 'frostsicher, flexibel']],
        [
          [40, '3'],
          [70, 'Fugenmörtel grau'],
          [300, '3'],
          [360, '12,40'],
          [460, '37,20'],
        ],
        [
          [300, 'Versandkosten'],
          [460, '45,00'],
        ],
        [
          [300, 'Summe netto'],
          [460, '1.253,40'],
        ],
        [
          [300, 'zzgl. 19 % MwSt.'],
          [460, '238,15'],
        ],
        [
          [300, 'Rechnungsbetrag'],
          [460, '1.491,55'],
        ],
        [[40, 'Bankverbindung: IBAN DE02 1203 0000 0000 2020 51']],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(reading?.parsed.supplier).toBe('Muster Bau GmbH');
    expect(reading?.parsed.currency).toBe('EUR');
    expect(rowsOf(reading)).toEqual([
      ['Fliesen 30x60 anthrazit', 40, 25.5, 'NO_VAT'],
      ['Fliesenkleber 25 kg frostsicher, flexibel', 8, 18.9, 'NO_VAT'],
      ['Fugenmörtel grau', 3, 12.4, 'NO_VAT'],
      ['Versandkosten', 1, 45, 'NO_VAT'],
      ['VAT 19 %', 1, 238.15, 'NO_VAT'],
    ]);
    expect(reading?.parsed).toMatchObject({ subtotal: 1253.4, vat: 238.15, total: 1491.55 });
  });

  it('an English invoice: 1,234.56, payment and change lines left out, + VAT rows, no footnote as supplier', () => {
    const reading = parseLayout(
      page([
        [[40, '* May include estimated US sales tax']],
        [
          [40, 'Brightwater Supplies Ltd'],
          [400, 'INVOICE'],
        ],
        [[40, 'Quality you can build on']],
        [[40, 'VAT No. GB 123 4567 89']],
        [[40, 'Bill to:']],
        [[40, 'Harbour Homes Ltd']],
        [
          [40, 'Item'],
          [260, 'Qty'],
          [320, 'Unit price'],
          [430, 'Total'],
        ],
        [
          [40, 'Oak flooring 18mm'],
          [260, '12'],
          [320, '£104.50'],
          [430, '£1,254.00'],
        ],
        [
          [40, 'Underlay roll'],
          [260, '3'],
          [320, '£21.00'],
          [430, '£63.00'],
        ],
        [
          [260, 'Sub-total'],
          [430, '£1,317.00'],
        ],
        [
          [260, 'VAT 20%'],
          [430, '£263.40'],
        ],
        [
          [260, 'Total'],
          [430, '£1,580.40'],
        ],
        [
          [260, 'Paid by card'],
          [430, '£1,580.40'],
        ],
        [
          [260, 'Change'],
          [430, '£0.00'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(reading?.parsed.supplier).toBe('Brightwater Supplies Ltd');
    expect(reading?.parsed.currency).toBe('GBP');
    expect(rowsOf(reading)).toEqual([
      ['Oak flooring 18mm', 12, 104.5, 'PLUS_VAT'],
      ['Underlay roll', 3, 21, 'PLUS_VAT'],
    ]);
  });

  it('a French invoice: 1 234,56, a discount below the items as a row, Total HT, TVA and Total TTC', () => {
    const reading = parseLayout(
      page([
        [
          [40, 'Atelier Durand SARL'],
          [380, 'Facture'],
        ],
        [
          [40, 'Désignation'],
          [260, 'Qté'],
          [320, 'Prix unitaire'],
          [430, 'Montant HT'],
        ],
        [
          [40, 'Peinture mate 10 L'],
          [260, '4'],
          [320, '310,00'],
          [430, '1 240,00'],
        ],
        [
          [40, 'Rouleau'],
          [260, '2'],
          [320, '15,00'],
          [430, '30,00'],
        ],
        [
          [260, 'Remise'],
          [430, '-70,00'],
        ],
        [
          [260, 'Total HT'],
          [430, '1 200,00'],
        ],
        [
          [260, 'TVA 10 %'],
          [430, '120,00'],
        ],
        [
          [260, 'Total TTC'],
          [430, '1 320,00'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(reading?.parsed.supplier).toBe('Atelier Durand SARL');
    expect(rowsOf(reading)).toEqual([
      ['Peinture mate 10 L', 4, 310, 'NO_VAT'],
      ['Rouleau', 2, 15, 'NO_VAT'],
      ['Remise', 1, -70, 'NO_VAT'],
      ['VAT 10 %', 1, 120, 'NO_VAT'],
    ]);
  });

  it('a short invoice with no table header: the priced lines above the totals', () => {
    const reading = parseLayout(
      page([
        [[40, 'Versicherung Beispiel AG']],
        [[40, 'Folgende Risiken sind versichert:']],
        [
          [40, 'Privathaftpflicht'],
          [300, '50,00 €'],
        ],
        [
          [40, 'Glasbruch'],
          [300, '12,00 €'],
        ],
        [
          [40, 'Gesamtbeitrag'],
          [300, '62,00 €'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(rowsOf(reading)).toEqual([
      ['Privathaftpflicht', 1, 50, 'NO_VAT'],
      ['Glasbruch', 1, 12, 'NO_VAT'],
    ]);
  });

  it('rows that cannot add up are kept and marked unreconciled, for the review step to show', () => {
    const reading = parseLayout(
      page([
        [
          [40, 'Description'],
          [260, 'Qty'],
          [320, 'Price'],
          [430, 'Amount'],
        ],
        [
          [40, 'Skirting board'],
          [260, '5'],
          [320, '8.00'],
          [430, '40.00'],
        ],
        [
          [260, 'Total'],
          [430, '55.00'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(false);
    expect(rowsOf(reading)).toEqual([['Skirting board', 5, 8, 'NO_VAT']]);
    expect(reading?.parsed.total).toBe(55);
  });

  it('a discount column: quantity x price - discount is the line total', () => {
    const reading = parseLayout(
      page([
        [
          [40, 'Description'],
          [260, 'Qty'],
          [300, 'Unit'],
          [360, 'Disc'],
          [430, 'Net'],
        ],
        [
          [40, 'Multi-finish plaster 25kg'],
          [260, '6'],
          [300, '£11.40'],
          [360, '£3.42'],
          [430, '£64.98'],
        ],
        [
          [40, 'Corner bead 3m'],
          [260, '10'],
          [300, '£2.00'],
          [360, '10%'],
          [430, '£18.00'],
        ],
        [
          [300, 'Subtotal'],
          [430, '£82.98'],
        ],
        [
          [300, 'VAT @ 20%'],
          [430, '£16.60'],
        ],
        [
          [300, 'Total'],
          [430, '£99.58'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(
      reading?.parsed.items.map((row) => [
        row.description,
        row.quantity,
        row.unitPrice,
        row.discount,
        row.vatMode,
      ]),
    ).toEqual([
      ['Multi-finish plaster 25kg', 6, 11.4, 3.42, 'PLUS_VAT'],
      ['Corner bead 3m', 10, 2, 2, 'PLUS_VAT'],
    ]);
  });
});
