import {
  cents,
  computedNet,
  creditNoteTypes,
  decimal,
  documentEntry,
  type EInvoice,
  type EInvoiceEntry,
  type EInvoiceTax,
  type EInvoiceVat,
  isoDate,
} from './model.ts';
import { attribute, child, children, text, type XmlNode } from './safe-xml.ts';

/** OASIS UBL 2.x Invoice and CreditNote (XRechnung UBL, Peppol BIS Billing). */
export function readUbl(root: XmlNode, rootName: string): EInvoice | undefined {
  const credit = rootName === 'CreditNote';
  const lines = children(root, credit ? 'CreditNoteLine' : 'InvoiceLine');
  const totals = child(root, 'LegalMonetaryTotal');
  if (!totals && lines.length === 0) return undefined;
  const currency = text(root, 'DocumentCurrencyCode').toUpperCase();
  const typeCode =
    text(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode') || (credit ? '381' : '380');
  const party = child(root, 'AccountingSupplierParty', 'Party');
  const guideline = text(root, 'CustomizationID');
  return {
    syntax: 'UBL',
    label: /xrechnung/i.test(guideline) ? 'XRechnung (UBL)' : 'UBL',
    inPdf: false,
    number: text(root, 'ID'),
    issueDate: isoDate(text(root, 'IssueDate')),
    typeCode,
    creditNote: credit || creditNoteTypes.has(typeCode),
    currency,
    seller: oneLine(
      text(party, 'PartyLegalEntity', 'RegistrationName') || text(party, 'PartyName', 'Name'),
    ),
    entries: [
      ...lines.map((line) => lineEntry(line, credit)),
      ...children(root, 'AllowanceCharge').flatMap(allowanceOrCharge),
    ],
    taxes: taxTotalsIn(root, currency).flatMap((total) =>
      children(total, 'TaxSubtotal').flatMap(taxOf),
    ),
    totals: {
      linesCents: cents(text(totals, 'LineExtensionAmount')),
      netCents: cents(text(totals, 'TaxExclusiveAmount')),
      taxCents: cents(text(taxTotalsIn(root, currency)[0], 'TaxAmount')),
      grandCents: cents(text(totals, 'TaxInclusiveAmount')),
      dueCents: cents(text(totals, 'PayableAmount')),
    },
  };
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The VAT totals in the document currency (a second TaxTotal may be in the tax currency). */
function taxTotalsIn(root: XmlNode, currency: string): XmlNode[] {
  const all = children(root, 'TaxTotal');
  const own = all.filter(
    (total) => attribute(child(total, 'TaxAmount'), 'currencyID').toUpperCase() === currency,
  );
  return own.length ? own : all.slice(0, 1);
}

function vatOf(category: XmlNode | undefined): EInvoiceVat {
  return { category: text(category, 'ID').toUpperCase(), rate: decimal(text(category, 'Percent')) };
}

function lineEntry(line: XmlNode, credit: boolean): EInvoiceEntry {
  const item = child(line, 'Item');
  const price = child(line, 'Price');
  const quantityNode = child(line, credit ? 'CreditedQuantity' : 'InvoicedQuantity');
  const quantity = decimal(text(quantityNode));
  const basis = decimal(text(price, 'BaseQuantity'));
  const perUnit = (amount: number | null) =>
    amount === null ? null : basis && basis > 0 ? amount / basis : amount;
  const netUnitPrice = perUnit(decimal(text(price, 'PriceAmount')));
  return {
    kind: 'line',
    name: oneLine(text(item, 'Name') || text(item, 'Description')) || `Line ${text(line, 'ID')}`,
    productId:
      text(item, 'SellersItemIdentification', 'ID') ||
      text(item, 'StandardItemIdentification', 'ID'),
    quantity,
    unitCode: attribute(quantityNode, 'unitCode'),
    netUnitPrice,
    grossUnitPrice: perUnit(decimal(text(price, 'AllowanceCharge', 'BaseAmount'))),
    netCents: cents(text(line, 'LineExtensionAmount')) ?? 0,
    computedNetCents: computedNet(quantity, netUnitPrice),
    vat: vatOf(child(item, 'ClassifiedTaxCategory')),
  };
}

function allowanceOrCharge(node: XmlNode): EInvoiceEntry[] {
  const amount = cents(text(node, 'Amount'));
  if (amount === null) return [];
  const charge = /^true$/i.test(text(node, 'ChargeIndicator'));
  return [
    documentEntry(
      charge ? 'charge' : 'allowance',
      oneLine(text(node, 'AllowanceChargeReason')) || (charge ? 'Charge' : 'Discount'),
      amount,
      vatOf(child(node, 'TaxCategory')),
    ),
  ];
}

function taxOf(subtotal: XmlNode): EInvoiceTax[] {
  const taxCents = cents(text(subtotal, 'TaxAmount'));
  const basisCents = cents(text(subtotal, 'TaxableAmount'));
  if (taxCents === null || basisCents === null) return [];
  return [{ ...vatOf(child(subtotal, 'TaxCategory')), basisCents, taxCents }];
}
