import { describe, expect, it } from 'vitest';
import { classifyLabel, startsSectionAfterItems, totalBasis } from './line-kinds.ts';

describe('classifyLabel', () => {
  it.each([
    ['Subtotal', 'subtotal'],
    ['Zwischensumme', 'subtotal'],
    ['Summe netto', 'subtotal'],
    ['Sous-total', 'subtotal'],
    ['Total HT', 'subtotal'],
    ['Subtotaal', 'subtotal'],
    ['Base imponible', 'subtotal'],
    ['Imponibile', 'subtotal'],
    ['VAT @ 20%', 'vat'],
    ['zzgl. 19 % MwSt.', 'vat'],
    ['Umsatzsteuer 7%', 'vat'],
    ['TVA 20 %', 'vat'],
    ['BTW 21%', 'vat'],
    ['IVA 21%', 'vat'],
    ['Discount', 'discount'],
    ['abzgl. Rabatt 10 %', 'discount'],
    ['Remise', 'discount'],
    ['Korting', 'discount'],
    ['Descuento', 'discount'],
    ['Sconto', 'discount'],
    ['Delivery', 'delivery'],
    ['Versandkosten', 'delivery'],
    ['Frais de port', 'delivery'],
    ['Verzendkosten', 'delivery'],
    ['Gastos de envío', 'delivery'],
    ['Spese di spedizione', 'delivery'],
    ['Rounding', 'rounding'],
    ['Rundungsdifferenz', 'rounding'],
    ['Arrondi', 'rounding'],
    ['Total', 'total'],
    ['Rechnungsbetrag', 'total'],
    ['Montant TTC', 'total'],
    ['Net à payer', 'total'],
    ['Totaal', 'total'],
    ['Te betalen', 'total'],
    ['Importe total', 'total'],
    ['Totale', 'total'],
    ['Cash', 'payment'],
    ['Bar', 'payment'],
    ['Espèces', 'payment'],
    ['Bereits bezahlt', 'payment'],
    ['Change', 'change'],
    ['Rückgeld', 'change'],
    ['Rendu monnaie', 'change'],
    ['VAT No. GB123456789', 'reference'],
    ['USt-IdNr.: DE123456789', 'reference'],
    ['IBAN DE02 1203 0000 0000 2020 51', 'reference'],
    // German compounds: the kind is the word's last part.
    ['Rechnungsrabatt 1:', 'discount'],
    ['Sondernachlass', 'discount'],
    ['Rabattbetrag:', 'discount'],
    ['Versicherungsteuer zur Wohngebäudeversicherung', 'vat'],
    // Sums of the allowances and charges already printed as lines: no money rows of their own.
    ['Gesamtbetrag der Zuschläge', 'reference'],
    ['Gesamtbetrag der Abschläge', 'reference'],
    ['Total allowances', 'reference'],
  ])('%s is a %s line', (label, kind) => {
    expect(classifyLabel(label)).toBe(kind);
  });

  it('an item is none of them', () => {
    expect(classifyLabel('Plasterboard 12.5mm 2400x1200')).toBeNull();
    expect(classifyLabel('Kunstrasen grün 3m breit')).toBeNull();
    expect(classifyLabel('Telefonanlage montiert')).toBeNull();
  });
});

describe('totalBasis', () => {
  it('tells a gross total from a net one', () => {
    expect(totalBasis('Rechnungssumme Brutto (inkl. USt.)')).toBe('gross');
    expect(totalBasis('Total TTC')).toBe('gross');
    expect(totalBasis('vierteljährlicher Beitrag inklusive 19 % Versicherungsteuer')).toBe('gross');
    expect(totalBasis('Rechnungssumme ohne USt.')).toBe('net');
    expect(totalBasis('Total excl. VAT')).toBe('net');
    expect(totalBasis('Total')).toBeNull();
  });
});

describe('startsSectionAfterItems', () => {
  it('payment terms, allowances and charges, the VAT breakdown and the totals end the line table', () => {
    expect(startsSectionAfterItems('Zahlungsbedingungen:')).toBe(true);
    expect(startsSectionAfterItems('Zu- und Abschläge:')).toBe(true);
    expect(startsSectionAfterItems('Steueraufschlüsselung:')).toBe(true);
    expect(startsSectionAfterItems('Payment terms: 30 days')).toBe(true);
    expect(startsSectionAfterItems('Conditions de paiement')).toBe(true);
  });

  it('an item or a note under one does not', () => {
    expect(startsSectionAfterItems('Zahlbar ohne Abzug')).toBe(false);
    expect(startsSectionAfterItems('Sonstige Zu- und Abschläge der Rechnungsposition')).toBe(false);
    expect(startsSectionAfterItems('Paymentterminal PT-200')).toBe(false);
  });
});
