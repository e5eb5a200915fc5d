import { describe, expect, it } from 'vitest';
import { buildLines } from './layout-lines.ts';
import { readHeader } from './table-header.ts';
import { page } from './test-boxes.ts';

const kindsOf = (cells: Array<[number, string]>) => {
  const [line] = buildLines(page([cells]));
  return readHeader(line!)?.columns.map((column) => column.kind) ?? null;
};

describe('the line table header, by language', () => {
  it.each([
    [
      'English',
      [
        [40, 'Description'],
        [260, 'Qty'],
        [320, 'Unit price'],
        [420, 'Amount'],
      ],
    ],
    [
      'German',
      [
        [40, 'Bezeichnung'],
        [260, 'Menge'],
        [320, 'Einzelpreis'],
        [420, 'Gesamtpreis'],
      ],
    ],
    [
      'French',
      [
        [40, 'Désignation'],
        [260, 'Qté'],
        [320, 'Prix unitaire'],
        [420, 'Montant HT'],
      ],
    ],
    [
      'Dutch',
      [
        [40, 'Omschrijving'],
        [260, 'Aantal'],
        [320, 'Prijs'],
        [420, 'Bedrag'],
      ],
    ],
    [
      'Spanish',
      [
        [40, 'Descripción'],
        [260, 'Cantidad'],
        [320, 'Precio unitario'],
        [420, 'Importe'],
      ],
    ],
    [
      'Italian',
      [
        [40, 'Descrizione'],
        [260, 'Quantità'],
        [320, 'Prezzo unitario'],
        [420, 'Importo'],
      ],
    ],
  ] as Array<[string, Array<[number, string]>]>)('%s', (_language, cells) => {
    expect(kindsOf(cells)).toEqual(['description', 'quantity', 'price', 'amount']);
  });

  it('names set as one run of text, and currency marks on the names', () => {
    expect(
      kindsOf([
        [40, 'Pos'],
        [80, 'Bezeichnung'],
        [300, 'Menge'],
        [380, 'Einzel/€'],
        [460, 'Gesamt/€'],
      ]),
    ).toEqual(['position', 'description', 'quantity', 'price', 'amount']);
    expect(
      kindsOf([
        [40, 'Item'],
        [300, 'Qty Unit price'],
        [460, 'VAT %'],
      ]),
    ).toEqual(['description', 'quantity', 'price', 'vat']);
  });

  it('is not a sentence, an address or a row of figures', () => {
    expect(kindsOf([[40, 'Thank you for your order of 12 items']])).toBeNull();
    expect(
      kindsOf([
        [40, 'Total'],
        [420, '1,234.00'],
      ]),
    ).toBeNull();
    expect(kindsOf([[40, 'Description of works carried out at 12 High Street']])).toBeNull();
  });
});
