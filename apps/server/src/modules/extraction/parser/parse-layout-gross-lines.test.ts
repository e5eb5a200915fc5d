import { describe, expect, it } from 'vitest';
import { parseLayout } from './parse-layout.ts';
import { page } from './test-boxes.ts';

const rowsOf = (reading: ReturnType<typeof parseLayout>) =>
  reading?.parsed.items.map((row) => [row.description, row.quantity, row.unitPrice]);

describe('parseLayout: line totals printed gross, charges without a table', () => {
  it('a gross line total beside a net price: the row keeps the net price, the tax is a row', () => {
    const reading = parseLayout(
      page([
        [[40, 'Musterversicherung a.G.']],
        [[40, 'Kundenweg 1']],
        [
          [40, 'Pos'],
          [80, 'Beschreibung'],
          [300, 'Nettopreis'],
          [380, 'Menge'],
          [480, 'Betrag'],
        ],
        [
          [40, '1'],
          [80, 'Haftpflicht Tarif 18'],
          [300, '67,2244'],
          [380, '1'],
          [480, '80,00'],
        ],
        [
          [40, '2'],
          [80, 'Vollkasko Tarif 21'],
          [300, '117,6471'],
          [380, '1'],
          [480, '140,00'],
        ],
        [
          [300, 'Positionssumme'],
          [480, '220,00'],
        ],
        [
          [300, 'Zahlbetrag'],
          [480, '220,00'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(rowsOf(reading)).toEqual([
      ['Haftpflicht Tarif 18', 1, 67.22],
      ['Vollkasko Tarif 21', 1, 117.65],
      ['Tax included in the line totals', 1, 35.13],
    ]);
  });

  it('a priced line above its total with the cover it includes set below it, no table header', () => {
    const reading = parseLayout(
      page([
        [[40, 'Musterversicherung a.G.']],
        [[40, 'Vereinbarter Versicherungsschutz:']],
        [
          [40, 'Verbundene Wohngebäudeversicherung'],
          [420, '1.000,00 €'],
        ],
        [[40, '- Feuerversicherung - Teil A § 2 62.000 MK1914']],
        [[40, '- Leitungswasserversicherung - Teil A § 3 62.000 MK1914']],
        [[40, '- Sturm- und Hagelversicherung - Teil A § 4']],
        [
          [40, 'Gesamtbeitrag'],
          [420, '1.000,00 €'],
        ],
        [
          [40, 'Versicherungsteuer zur Wohngebäudeversicherung'],
          [420, '163,40 €'],
        ],
        [
          [40, 'Rechnungsbetrag'],
          [420, '1.163,40 €'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(rowsOf(reading)).toEqual([
      ['Verbundene Wohngebäudeversicherung', 1, 1000],
      ['VAT', 1, 163.4],
    ]);
    expect(reading?.parsed).toMatchObject({ subtotal: 1000, vat: 163.4, total: 1163.4 });
  });
});

describe('parseLayout: a letter with its charges as prose lines', () => {
  it('the line saying the VAT is inside it is the total; the premiums above it are the rows', () => {
    const reading = parseLayout(
      page([
        [[70, 'Musterversicherung a.G.']],
        [[70, 'Beitragsrechnung zur Kraftfahrtversicherung']],
        [
          [70, 'Kfz-Haftpflicht Tarif 18'],
          [430, '80,00 €'],
        ],
        [
          [70, 'Vollkasko Tarif 21'],
          [430, '140,00 €'],
        ],
        [
          [70, 'vierteljährlicher Beitrag inklusive 19 % Versicherungsteuer'],
          [430, '220,00 €'],
        ],
        [
          [70, 'in diesem Beitrag enthaltene Versicherungsteuer'],
          [430, '(35,13 €)'],
        ],
        [
          [70, 'Ausstehende Forderung am Ausstellungstag'],
          [430, '220,00 €'],
        ],
        [
          [70, 'zu zahlender Beitrag'],
          [430, '440,00 €'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(rowsOf(reading)).toEqual([
      ['Kfz-Haftpflicht Tarif 18', 1, 80],
      ['Vollkasko Tarif 21', 1, 140],
    ]);
    expect(reading?.parsed.total).toBe(220);
  });
});
