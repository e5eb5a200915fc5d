import { describe, expect, it } from 'vitest';
import { buildLines } from './layout-lines.ts';
import { findSupplier } from './supplier.ts';
import { page } from './test-boxes.ts';

const supplierOf = (rows: Array<Array<[number, string]>>) => findSupplier(buildLines(page(rows)));

describe('findSupplier', () => {
  it('the name beside "Name:" under the seller label, set on two lines, is read whole', () => {
    expect(
      supplierOf([
        [[70, 'Verkäufer']],
        [
          [70, 'Nummer:'],
          [260, '549910'],
        ],
        [[260, 'MVM Musterhafter']],
        [
          [70, 'Name:'],
          [260, 'Versicherungsverein Musterstadt a.G.'],
        ],
        [
          [70, 'Anschrift:'],
          [260, 'Musterstr. 12'],
        ],
        [[70, 'Käufer']],
        [
          [70, 'Name:'],
          [260, 'Max Mustermann'],
        ],
      ]),
    ).toBe('MVM Musterhafter Versicherungsverein Musterstadt a.G.');
  });

  it('a one-line name beside "Name:" stays as it is; the line above with its own label is not part of it', () => {
    expect(
      supplierOf([
        [[70, 'Verkäufer']],
        [
          [70, 'Nummer:'],
          [260, '549910'],
        ],
        [
          [70, 'Name:'],
          [260, 'Lieferant GmbH'],
        ],
      ]),
    ).toBe('Lieferant GmbH');
  });

  it('the company with a legal form printed most, never the one in the customer block', () => {
    expect(
      supplierOf([
        [[40, 'Muster Bau GmbH']],
        [[40, 'Werkstraße 1, 12345 Musterstadt']],
        [[40, 'Rechnungsempfänger']],
        [[40, 'Kunde Wohnen GmbH']],
        [[40, 'Muster Bau GmbH · USt-IdNr. DE123456789']],
      ]),
    ).toBe('Muster Bau GmbH');
  });
});
