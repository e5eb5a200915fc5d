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

/**
 * UN/CEFACT Cross Industry Invoice in its three generations, told apart by element names
 * (prefixes are dropped): ZUGFeRD 1.0 (CrossIndustryDocument, Specified…/Applicable
 * SupplyChain… names), early ZUGFeRD drafts (Invoice root with the 1.0 names) and ZUGFeRD 2.x /
 * Factur-X / XRechnung CII (CrossIndustryInvoice, …HeaderTrade… and …LineTrade… names).
 */
export function readCii(root: XmlNode, rootName: string): EInvoice | undefined {
  const transaction = first(
    root,
    'SupplyChainTradeTransaction',
    'SpecifiedSupplyChainTradeTransaction',
  );
  if (!transaction) return undefined;
  const header = first(root, 'ExchangedDocument', 'HeaderExchangedDocument');
  const context = first(root, 'ExchangedDocumentContext', 'SpecifiedExchangedDocumentContext');
  const guideline = text(context, 'GuidelineSpecifiedDocumentContextParameter', 'ID');
  const agreement = first(
    transaction,
    'ApplicableHeaderTradeAgreement',
    'ApplicableSupplyChainTradeAgreement',
  );
  const settlement = first(
    transaction,
    'ApplicableHeaderTradeSettlement',
    'ApplicableSupplyChainTradeSettlement',
  );
  const currency = text(settlement, 'InvoiceCurrencyCode').toUpperCase();
  const sums = first(
    settlement,
    'SpecifiedTradeSettlementHeaderMonetarySummation',
    'SpecifiedTradeSettlementMonetarySummation',
  );
  const typeCode = text(header, 'TypeCode');
  const issue = child(header, 'IssueDateTime');
  return {
    syntax: 'CII',
    label: labelOf(rootName, guideline),
    inPdf: false,
    number: text(header, 'ID'),
    issueDate: isoDate(text(issue, 'DateTimeString') || text(issue)),
    typeCode,
    creditNote: creditNoteTypes.has(typeCode),
    currency,
    seller: oneLine(text(agreement, 'SellerTradeParty', 'Name')),
    entries: [
      ...children(transaction, 'IncludedSupplyChainTradeLineItem').flatMap(lineEntry),
      ...children(settlement, 'SpecifiedTradeAllowanceCharge').flatMap(allowanceOrCharge),
      ...children(settlement, 'SpecifiedLogisticsServiceCharge').flatMap(logisticsCharge),
    ],
    taxes: children(settlement, 'ApplicableTradeTax').flatMap(taxOf),
    totals: {
      linesCents: cents(text(sums, 'LineTotalAmount')),
      netCents: cents(text(sums, 'TaxBasisTotalAmount')),
      taxCents: taxTotal(sums, currency),
      grandCents: cents(text(sums, 'GrandTotalAmount')),
      dueCents: cents(text(sums, 'DuePayableAmount')),
    },
  };
}

function labelOf(rootName: string, guideline: string): string {
  if (/xrechnung/i.test(guideline)) return 'XRechnung (CII)';
  if (rootName === 'CrossIndustryInvoice') return 'Factur-X / ZUGFeRD 2';
  return 'ZUGFeRD 1.0';
}

/** The first child present under any of the names (2.x name first, then 1.0). */
function first(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  for (const name of names) {
    const found = child(node, name);
    if (found) return found;
  }
  return undefined;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function vatOf(tax: XmlNode | undefined): EInvoiceVat {
  const rate = decimal(text(tax, 'RateApplicablePercent') || text(tax, 'ApplicablePercent'));
  return { category: text(tax, 'CategoryCode').toUpperCase(), rate };
}

/** The VAT total in the invoice's currency (a second one may be in the accounting currency). */
function taxTotal(sums: XmlNode | undefined, currency: string): number | null {
  const all = children(sums, 'TaxTotalAmount');
  const own =
    all.find((node) => attribute(node, 'currencyID').toUpperCase() === currency) ??
    all.find((node) => !attribute(node, 'currencyID')) ??
    all[0];
  return own ? cents(text(own)) : null;
}

/** Price per one unit: the XML may price per basis quantity (per 100, per 1000). */
function unitPrice(price: XmlNode | undefined): number | null {
  const amount = decimal(text(price, 'ChargeAmount'));
  if (amount === null) return null;
  const basis = decimal(text(price, 'BasisQuantity'));
  return basis && basis > 0 ? amount / basis : amount;
}

function lineEntry(item: XmlNode): EInvoiceEntry[] {
  const line = child(item, 'AssociatedDocumentLineDocument');
  // ZUGFeRD 2 EXTENDED: an information-only line is not part of the totals.
  if (/^INFORMATION$/i.test(text(line, 'LineStatusReasonCode'))) return [];
  const agreement = first(
    item,
    'SpecifiedLineTradeAgreement',
    'SpecifiedSupplyChainTradeAgreement',
  );
  const delivery = first(item, 'SpecifiedLineTradeDelivery', 'SpecifiedSupplyChainTradeDelivery');
  const settlement = first(
    item,
    'SpecifiedLineTradeSettlement',
    'SpecifiedSupplyChainTradeSettlement',
  );
  const product = child(item, 'SpecifiedTradeProduct');
  const sums = first(
    settlement,
    'SpecifiedTradeSettlementLineMonetarySummation',
    'SpecifiedTradeSettlementMonetarySummation',
  );
  const netCents = cents(text(sums, 'LineTotalAmount'));
  const quantityNode = child(delivery, 'BilledQuantity');
  const quantity = decimal(text(quantityNode));
  const name = oneLine(text(product, 'Name'));
  // A text-only entry (a note between lines) has no amount, no quantity and no name.
  if (netCents === null && quantity === null && !name) return [];
  const netUnitPrice = unitPrice(child(agreement, 'NetPriceProductTradePrice'));
  return [
    {
      kind: 'line',
      name: name || oneLine(text(product, 'Description')) || `Line ${text(line, 'LineID')}`.trim(),
      productId: text(product, 'SellerAssignedID') || text(product, 'GlobalID'),
      quantity,
      unitCode: attribute(quantityNode, 'unitCode'),
      netUnitPrice,
      grossUnitPrice: unitPrice(child(agreement, 'GrossPriceProductTradePrice')),
      netCents: netCents ?? 0,
      computedNetCents: computedNet(quantity, netUnitPrice),
      vat: vatOf(child(settlement, 'ApplicableTradeTax')),
    },
  ];
}

function allowanceOrCharge(node: XmlNode): EInvoiceEntry[] {
  const amount = cents(text(node, 'ActualAmount'));
  if (amount === null) return [];
  const charge = /^true$/i.test(text(node, 'ChargeIndicator', 'Indicator'));
  const reason = oneLine(text(node, 'Reason'));
  return [
    documentEntry(
      charge ? 'charge' : 'allowance',
      reason || (charge ? 'Charge' : 'Discount'),
      amount,
      vatOf(child(node, 'CategoryTradeTax')),
    ),
  ];
}

/** ZUGFeRD 1.0 writes delivery and similar charges as logistics service charges. */
function logisticsCharge(node: XmlNode): EInvoiceEntry[] {
  const amount = cents(text(node, 'AppliedAmount'));
  if (amount === null) return [];
  return [
    documentEntry(
      'charge',
      oneLine(text(node, 'Description')) || 'Delivery',
      amount,
      vatOf(child(node, 'AppliedTradeTax')),
    ),
  ];
}

function taxOf(node: XmlNode): EInvoiceTax[] {
  const taxCents = cents(text(node, 'CalculatedAmount'));
  const basisCents = cents(text(node, 'BasisAmount'));
  if (taxCents === null || basisCents === null) return [];
  return [{ ...vatOf(node), basisCents, taxCents }];
}
