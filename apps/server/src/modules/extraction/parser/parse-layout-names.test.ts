import { describe, expect, it } from 'vitest';
import { parseLayout } from './parse-layout.ts';
import { page } from './test-boxes.ts';

const namesOf = (reading: ReturnType<typeof parseLayout>) =>
  reading?.parsed.items.map((row) => [row.description, row.product, row.quantity, row.unitPrice]);

describe('parseLayout: item names', () => {
  it('"Name: details" is named by the name; attribute lines end the name; article codes are codes', () => {
    const reading = parseLayout(
      page([
        [[40, 'Muster Lieferant GmbH']],
        [[40, 'Werkstraße 1']],
        [
          [40, 'Art-Nr'],
          [150, 'Beschreibung'],
          [300, 'Menge'],
          [360, 'Preis'],
          [460, 'Gesamt'],
        ],
        [
          [40, 'Toolbox 0815'],
          [150, 'Luftballon: Bunt, ca. 500ml'],
          [300, '200'],
          [360, '0,79'],
          [460, '158,00'],
        ],
        [
          [40, 'KL-25'],
          [150, 'Fliesenkleber flexibel'],
          [300, '8'],
          [360, '18,90'],
          [460, '151,20'],
        ],
        [[150, 'Verpackung 2: Sack']],
        [[150, 'Lieferung in 2 Kartons']],
        [
          [360, 'Summe netto'],
          [460, '309,20'],
        ],
      ]),
    );
    expect(reading?.reconciled).toBe(true);
    expect(namesOf(reading)).toEqual([
      ['Luftballon', 'Toolbox 0815', 200, 0.79],
      ['Fliesenkleber flexibel', 'KL-25', 8, 18.9],
    ]);
  });
});
