import { describe, expect, it } from 'vitest';
import { parseLayout } from './parse-layout.ts';
import { page } from './test-boxes.ts';

const rowsOf = (reading: ReturnType<typeof parseLayout>) =>
  reading?.parsed.items.map((row) => [row.description, row.quantity, row.unitPrice]);

/**
 * Invoices whose discounts and charges are part of the total but printed away from the items:
 * a block of allowances and charges after the payment terms, invoice discounts right under the
 * items, allowances inside an item's own line total, totals printed as a table.
 */
describe('parseLayout: allowances and charges', () => {
  it('an allowances-and-charges block after the payment terms: each discount and charge a row', () => {
    const reading = parseLayout(
      page([
        [[40, 'Muster Lieferant GmbH']],
        [
          [40, 'Pos'],
          [70, 'Beschreibung'],
          [250, 'Nettopreis'],
          [330, 'Menge'],
          [400, 'USt.'],
          [480, 'Betrag'],
        ],
        [
          [40, '1'],
          [70, 'Fliesenkleber'],
          [250, '18,9000'],
          [330, '10 Sack'],
          [400, '19 %'],
          [480, '189,00'],
        ],
        [
          [40, '2'],
          [70, 'Kommissionierer'],
          [250, '10,5000'],
          [330, '27,5 Std'],
          [400, '19 %'],
          [480, '288,75'],
        ],
        [[40, 'Zahlungsbedingungen:']],
        [
          [70, 'Skonto 2 % bei Zahlung in 10 Tagen'],
          [480, '9,50'],
        ],
        [[40, 'Zu- und Abschläge:']],
        [
          [40, 'Abschlag'],
          [100, 'Sonderrabatt'],
          [250, '477,75'],
          [330, '19 % UST (S)'],
          [480, '-22,75'],
        ],
        [
          [40, 'Transportkosten: Frachtbetrag'],
          [330, '19 % UST (S)'],
          [480, '15,00'],
        ],
        [[40, 'Steueraufschlüsselung:']],
        [
          [40, 'Umsatzsteuer'],
          [200, '470,00'],
          [400, '19'],
          [480, '89,30'],
        ],
        [
          [250, 'Positionssumme'],
          [480, '477,75'],
        ],
        [
          [250, 'Gesamtbetrag der Zuschläge'],
          [480, '15,00'],
        ],
        [
          [250, 'Gesamtbetrag der Abschläge'],
          [480, '-22,75'],
        ],
        [
          [250, 'Rechnungssumme ohne USt.'],
          [480, '470,00'],
        ],
        [
          [250, 'Bruttosumme'],
          [480, '559,30'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(rowsOf(reading)).toEqual([
      ['Fliesenkleber', 10, 18.9],
      ['Kommissionierer', 27.5, 10.5],
      ['Abschlag Sonderrabatt', 1, -22.75],
      ['Transportkosten: Frachtbetrag', 1, 15],
      ['VAT 19 %', 1, 89.3],
    ]);
    expect(reading?.parsed).toMatchObject({ subtotal: 470, vat: 89.3, total: 559.3 });
  });

  it('invoice discounts right under the items, totals printed as a table of labels over figures', () => {
    const reading = parseLayout(
      page([
        [[40, 'Muster Lieferant GmbH']],
        [
          [100, 'Bezeichnung'],
          [260, 'Menge'],
          [330, 'Einzelpreis'],
          [480, 'Gesamt'],
        ],
        [
          [100, 'Gelierzucker 250g'],
          [260, '50 Stk.'],
          [330, '1,4500'],
          [480, '72,50'],
        ],
        [[100, 'Verpackung: Karton']],
        [[100, 'Artikelrabatt 1: 2,00 %']],
        [
          [100, 'Mischpalette Joghurt'],
          [260, '2 Stk.'],
          [330, '29,1000'],
          [480, '58,20'],
        ],
        [
          [40, 'Rechnungsrabatt 1:'],
          [140, '2,00% Basisbetrag: 130,70, MwSt.-% 7,0, Rabattbetrag:'],
          [480, '-2,61'],
        ],
        [
          [40, 'Transportkosten :'],
          [140, 'MwSt.-% 7,0, Frachtbetrag:'],
          [480, '3,00'],
        ],
        [],
        [
          [40, 'Warenwert'],
          [120, 'Zu-/Abschlag'],
          [200, 'Fracht'],
          [280, 'Nettobetrag'],
          [370, 'MwSt-Betrag'],
          [440, 'MwSt-%'],
          [500, 'Endbetrag'],
        ],
        [
          [40, '130,70'],
          [120, '-2,61'],
          [200, '3,00'],
          [280, '131,09'],
          [370, '9,18'],
          [440, '7,0'],
          [500, '140,27'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(rowsOf(reading)).toEqual([
      ['Gelierzucker 250g', 50, 1.45],
      ['Mischpalette Joghurt', 2, 29.1],
      ['Rechnungsrabatt 1', 1, -2.61],
      ['Transportkosten', 1, 3],
      ['VAT 7 %', 1, 9.18],
    ]);
    expect(reading?.parsed).toMatchObject({ subtotal: 131.09, vat: 9.18, total: 140.27 });
  });

  it('allowances printed inside an item are already in its line total: its discount, not rows', () => {
    const reading = parseLayout(
      page([
        [[40, 'Muster Lieferant GmbH']],
        [
          [100, 'Bezeichnung'],
          [260, 'Menge'],
          [330, 'Einzelpreis'],
          [480, 'Gesamt'],
        ],
        [
          [100, 'Stahlcoil'],
          [260, '10 Stk'],
          [330, '100,0000'],
          [480, '850,00'],
        ],
        [
          [100, 'Abschlag Lagerware'],
          [330, '1000,00'],
          [480, '-'],
        ],
        [[480, '100,00']],
        [
          [100, 'Abschlag Direktbelieferung'],
          [330, '1000,00'],
          [480, '-50,00'],
        ],
        [
          [300, 'Summe netto'],
          [480, '850,00'],
        ],
        [
          [300, 'MwSt. 19 %'],
          [480, '161,50'],
        ],
        [
          [300, 'Gesamtbetrag'],
          [480, '1011,50'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    // Quantity and price as printed; the allowances are the row's discount (10 x 100 - 150).
    expect(
      reading?.parsed.items.map((row) => [
        row.description,
        row.quantity,
        row.unitPrice,
        row.discount,
      ]),
    ).toEqual([
      ['Stahlcoil', 10, 100, 150],
      ['VAT 19 %', 1, 161.5, 0],
    ]);
  });

  it('a whole number in the amount column beside priced lines is no item unless quantity x price make it; a price rounded for print keeps its quantity', () => {
    const reading = parseLayout(
      page([
        [[40, 'Muster Lieferant GmbH']],
        [
          [100, 'Bezeichnung'],
          [260, 'Menge'],
          [330, 'Einzelpreis'],
          [480, 'Gesamt'],
        ],
        [
          [100, 'Pfand'],
          [260, '20 Stk'],
          [330, '2,77'],
          [480, '55,46'],
        ],
        [
          [100, 'Leergut Kiste'],
          [330, '1'],
          [480, '2'],
        ],
        [
          [100, 'Mineralwasser Medium'],
          [260, '20 Stk'],
          [330, '5,49'],
          [480, '109,80'],
        ],
        [
          [100, 'Kette'],
          [260, '30 Meter'],
          [330, '10'],
          [480, '300'],
        ],
        [
          [300, 'Summe netto'],
          [480, '465,26'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(rowsOf(reading)).toEqual([
      ['Pfand', 20, 2.77],
      ['Mineralwasser Medium', 20, 5.49],
      ['Kette', 30, 10],
      ['Rounding', 1, 0.06],
    ]);
  });
});
