import { describe, expect, it } from 'vitest';
import { parseLayout } from './parse-layout.ts';
import { page } from './test-boxes.ts';

const rowsOf = (reading: ReturnType<typeof parseLayout>) =>
  reading?.parsed.items.map((row) => [row.description, row.quantity, row.unitPrice]);

const header: Array<[number, string]> = [
  [100, 'Bezeichnung'],
  [260, 'Menge'],
  [330, 'Einzelpreis'],
  [480, 'Gesamt'],
];

describe('parseLayout: totals printed as a table', () => {
  it('the label row ends the items; an amount off under any column of the sums row is a discount', () => {
    const reading = parseLayout(
      page([
        [[40, 'Muster Lieferant GmbH']],
        [[40, 'Werkstraße 1']],
        header,
        [
          [100, 'Kommissionierer'],
          [260, '27,5 Std.'],
          [330, '10,50'],
          [480, '288,75'],
        ],
        [
          [100, 'Kopierpapier A4'],
          [260, '10 Pack'],
          [330, '4,20'],
          [480, '42,00'],
        ],
        [
          [40, 'Transportkosten'],
          [120, ': Frachtbetrag:'],
          [200, '15,00, MwSt.-% 19,0'],
        ],
        [
          [40, 'Warenwert'],
          [120, 'Fracht'],
          [200, 'Skonto sofort'],
          [280, 'Nettobetrag'],
          [370, 'MwSt-Betrag'],
          [440, 'MwSt-%'],
          [500, 'Endbetrag'],
        ],
        [
          [40, '330,75'],
          [120, '15,00'],
          [200, '-20,75'],
          [280, '325,00'],
          [370, '61,75'],
          [440, '19,0'],
          [500, '386,75'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(rowsOf(reading)).toEqual([
      ['Kommissionierer', 27.5, 10.5],
      ['Kopierpapier A4', 10, 4.2],
      ['Transportkosten : Frachtbetrag', 1, 15],
      ['Discount (Skonto sofort)', 1, -20.75],
      ['VAT 19 %', 1, 61.75],
    ]);
    expect(reading?.parsed).toMatchObject({ subtotal: 325, vat: 61.75, total: 386.75 });
  });

  it('a totals table right under the items ends the line table', () => {
    const reading = parseLayout(
      page([
        [[40, 'Muster Lieferant GmbH']],
        [[40, 'Werkstraße 1']],
        header,
        [
          [100, 'Kopierpapier A4'],
          [260, '10 Pack'],
          [330, '4,20'],
          [480, '42,00'],
        ],
        [
          [40, 'Warenwert'],
          [280, 'Nettobetrag'],
          [370, 'MwSt-Betrag'],
          [500, 'Endbetrag'],
        ],
        [
          [40, '42,00'],
          [280, '42,00'],
          [370, '7,98'],
          [500, '49,98'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(rowsOf(reading)).toEqual([
      ['Kopierpapier A4', 10, 4.2],
      ['VAT 19 %', 1, 7.98],
    ]);
  });

  it('a line table printed empty: one row for the net total and the VAT as a row', () => {
    const reading = parseLayout(
      page([
        [[40, 'Verkäufer:']],
        [[40, 'Lieferant GmbH']],
        [[40, 'Lieferantenstraße 20']],
        [],
        header,
        [],
        [
          [300, 'Positionssumme'],
          [480, '198,00'],
        ],
        [
          [300, 'Steuerbetrag'],
          [480, '37,62'],
        ],
        [
          [300, 'Bruttosumme'],
          [480, '235,62'],
        ],
      ]),
    );
    expect(reading?.totalsOnly).toBe(true);
    expect(reading?.parsed.supplier).toBe('Lieferant GmbH');
    expect(rowsOf(reading)).toEqual([
      ['Invoice total (no lines printed)', 1, 198],
      ['VAT 19 %', 1, 37.62],
    ]);
  });

  it('no table and no priced lines: nothing is made up', () => {
    expect(
      parseLayout(
        page([
          [[40, 'Lieferant GmbH']],
          [
            [300, 'Bruttosumme'],
            [480, '235,62'],
          ],
        ]),
      ),
    ).toBeNull();
  });
});
