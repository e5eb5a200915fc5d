import { describe, expect, it } from 'vitest';
import { figureKind } from './figure-kind.ts';

describe('figureKind', () => {
  it('the words beside the amount name the line', () => {
    expect(figureKind('Versandkosten', 'Versandkosten')).toEqual({
      kind: 'delivery',
      label: 'Versandkosten',
    });
    expect(figureKind('zzgl. 19 % MwSt.', 'zzgl. 19 % MwSt.')).toEqual({
      kind: 'vat',
      label: 'zzgl. 19 % MwSt.',
    });
  });

  it('a VAT rate noted on a discount or charge line does not make it a VAT line', () => {
    expect(figureKind('19 % UST (S)', 'Abschlag Sonderrabatt 19 % UST (S)')).toEqual({
      kind: 'discount',
      label: 'Abschlag Sonderrabatt',
    });
    expect(figureKind('7 % UST (S)', 'Zuschlag Versandkosten 7 % UST (S)')).toEqual({
      kind: 'charge',
      label: 'Zuschlag Versandkosten',
    });
  });

  it('the last phrase before the amount names it when the cell starts with something else', () => {
    expect(
      figureKind('MwSt.-% 19,0, Frachtbetrag:', 'Transportkosten : MwSt.-% 19,0, Frachtbetrag:'),
    ).toEqual({ kind: 'delivery', label: 'Transportkosten' });
    expect(
      figureKind('7,0, Rabattbetrag:', 'Basisbetrag: 130,70, MwSt.-% 7,0, Rabattbetrag:'),
    ).toEqual({ kind: 'discount', label: 'Rabattbetrag:' });
  });

  it('no kind for words that name none', () => {
    expect(figureKind('Skonto sofort', 'Skonto sofort').kind).toBeNull();
  });
});
