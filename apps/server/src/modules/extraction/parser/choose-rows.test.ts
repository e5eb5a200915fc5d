import { describe, expect, it } from 'vitest';
import { chooseRows, type PrintedItem } from './choose-rows.ts';

const item = (
  description: string,
  quantity: number,
  unitPrice: number,
  lineTotal: number,
): PrintedItem => ({
  description,
  product: '',
  quantity,
  unitPrice,
  lineTotal,
});
const brief = (rows: ReturnType<typeof chooseRows>['items']) =>
  rows.map((row) => [row.description, row.quantity, row.unitPrice, row.discount, row.vatMode]);

describe('chooseRows', () => {
  it('net prices and the app’s 20 % reproduce the total to the cent: + VAT rows', () => {
    const chosen = chooseRows([item('Cement', 4, 6.5, 26), item('Sand', 1, 43.2, 43.2)], [], {
      subtotals: [69.2],
      vats: [13.84],
      totals: [83.04],
    });
    expect(chosen.reconciled).toBe(true);
    expect(chosen.vatMode).toBe('PLUS_VAT');
    expect(brief(chosen.items)).toEqual([
      ['Cement', 4, 6.5, 0, 'PLUS_VAT'],
      ['Sand', 1, 43.2, 0, 'PLUS_VAT'],
    ]);
    expect(chosen.figures).toEqual({ subtotal: 69.2, vat: 13.84, total: 83.04 });
  });

  it('net prices at 19 % and 7 %: the VAT is a row of its own, so the rows add up to the total', () => {
    const chosen = chooseRows(
      [item('Trennblätter', 20, 9.9, 198), item('Joghurt', 50, 5.5, 275)],
      [],
      {
        subtotals: [473],
        vats: [19.25, 37.62, 56.87],
        totals: [529.87, 529.87],
      },
    );
    expect(chosen.reconciled).toBe(true);
    expect(brief(chosen.items)).toEqual([
      ['Trennblätter', 20, 9.9, 0, 'NO_VAT'],
      ['Joghurt', 50, 5.5, 0, 'NO_VAT'],
      ['VAT', 1, 56.87, 0, 'NO_VAT'],
    ]);
    expect(chosen.figures).toEqual({ subtotal: 473, vat: 56.87, total: 529.87 });
  });

  it('prices with VAT in them add up to the gross total: Inc VAT rows', () => {
    const chosen = chooseRows(
      [item('Paint 5L', 2, 32, 64), item('Roller kit', 1, 12.99, 12.99)],
      [],
      {
        subtotals: [],
        vats: [12.83],
        totals: [76.99],
      },
    );
    expect(chosen.vatMode).toBe('INC_VAT');
    expect(chosen.items.map((row) => row.vatMode)).toEqual(['INC_VAT', 'INC_VAT']);
    expect(chosen.reconciled).toBe(true);
  });

  it('delivery and a discount below the items become rows when the total needs them', () => {
    const chosen = chooseRows(
      [item('Tiles', 10, 20, 200)],
      [
        { label: 'Delivery', value: 15 },
        { label: 'Discount', value: -10 },
      ],
      { subtotals: [205], vats: [], totals: [205] },
    );
    expect(chosen.reconciled).toBe(true);
    expect(brief(chosen.items)).toEqual([
      ['Tiles', 10, 20, 0, 'NO_VAT'],
      ['Delivery', 1, 15, 0, 'NO_VAT'],
      ['Discount', 1, -10, 0, 'NO_VAT'],
    ]);
  });

  it('leaves out a printed extra the total does not include (a discount already in the lines)', () => {
    const chosen = chooseRows([item('Tiles', 10, 20, 200)], [{ label: 'You saved', value: -25 }], {
      subtotals: [],
      vats: [],
      totals: [200],
    });
    expect(chosen.reconciled).toBe(true);
    expect(brief(chosen.items)).toEqual([['Tiles', 10, 20, 0, 'NO_VAT']]);
  });

  it('a price with four decimals keeps its cents; the rows still add up, with a rounding row', () => {
    const chosen = chooseRows([item('Kunstrasen', 3, 3.3333, 10)], [], {
      subtotals: [10],
      vats: [1.9],
      totals: [11.9],
    });
    expect(brief(chosen.items)).toEqual([
      ['Kunstrasen', 3, 3.33, 0, 'NO_VAT'],
      ['Rounding', 1, 0.01, 0, 'NO_VAT'],
      ['VAT 19 %', 1, 1.9, 0, 'NO_VAT'],
    ]);
    expect(chosen.reconciled).toBe(true);
  });

  it('when nothing adds up, every row is kept and the reading is marked unreconciled', () => {
    const chosen = chooseRows([item('Tiles', 10, 20, 200)], [{ label: 'Delivery', value: 15 }], {
      subtotals: [],
      vats: [],
      totals: [999],
    });
    expect(chosen.reconciled).toBe(false);
    expect(chosen.items).toHaveLength(2);
    expect(chosen.figures.total).toBe(999);
  });
});
