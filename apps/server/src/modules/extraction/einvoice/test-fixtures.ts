/**
 * Small e-invoices made for the tests (never copied from anywhere): CII in its ZUGFeRD 1.0
 * and 2.x / Factur-X spellings, UBL, and PDFs carrying them as attachments (pdf-lib).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

interface FixtureLine {
  name: string;
  quantity: string;
  price: string;
  net: string;
  rate: string;
  unit?: string;
}

interface FixtureAllowance {
  charge: boolean;
  reason: string;
  amount: string;
  rate: string;
}

interface FixtureTax {
  rate: string;
  basis: string;
  tax: string;
}

export interface FixtureInvoice {
  number: string;
  typeCode?: string;
  seller: string;
  currency: string;
  lines: FixtureLine[];
  allowances?: FixtureAllowance[];
  taxes: FixtureTax[];
  net: string;
  tax: string;
  grand: string;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Factur-X / ZUGFeRD 2.x (CrossIndustryInvoice) or ZUGFeRD 1.0 (CrossIndustryDocument). */
export function ciiXml(invoice: FixtureInvoice, generation: 'zugferd1' | 'facturx'): string {
  const v1 = generation === 'zugferd1';
  const percent = v1 ? 'ApplicablePercent' : 'RateApplicablePercent';
  const tax = (rate: string) =>
    `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:${percent}>${rate}</ram:${percent}></ram:ApplicableTradeTax>`;
  const lines = invoice.lines
    .map(
      (line, index) => `<ram:IncludedSupplyChainTradeLineItem>
  <ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>
  ${v1 ? '' : `<ram:SpecifiedTradeProduct><ram:SellerAssignedID>ART-${index + 1}</ram:SellerAssignedID><ram:Name>${xmlText(line.name)}</ram:Name></ram:SpecifiedTradeProduct>`}
  <ram:${v1 ? 'SpecifiedSupplyChainTradeAgreement' : 'SpecifiedLineTradeAgreement'}><ram:NetPriceProductTradePrice><ram:ChargeAmount>${line.price}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:${v1 ? 'SpecifiedSupplyChainTradeAgreement' : 'SpecifiedLineTradeAgreement'}>
  <ram:${v1 ? 'SpecifiedSupplyChainTradeDelivery' : 'SpecifiedLineTradeDelivery'}><ram:BilledQuantity unitCode="${line.unit ?? 'C62'}">${line.quantity}</ram:BilledQuantity></ram:${v1 ? 'SpecifiedSupplyChainTradeDelivery' : 'SpecifiedLineTradeDelivery'}>
  <ram:${v1 ? 'SpecifiedSupplyChainTradeSettlement' : 'SpecifiedLineTradeSettlement'}>${tax(line.rate)}<ram:${v1 ? 'SpecifiedTradeSettlementMonetarySummation' : 'SpecifiedTradeSettlementLineMonetarySummation'}><ram:LineTotalAmount>${line.net}</ram:LineTotalAmount></ram:${v1 ? 'SpecifiedTradeSettlementMonetarySummation' : 'SpecifiedTradeSettlementLineMonetarySummation'}></ram:${v1 ? 'SpecifiedSupplyChainTradeSettlement' : 'SpecifiedLineTradeSettlement'}>
  ${v1 ? `<ram:SpecifiedTradeProduct><ram:SellerAssignedID>ART-${index + 1}</ram:SellerAssignedID><ram:Name>${xmlText(line.name)}</ram:Name></ram:SpecifiedTradeProduct>` : ''}
</ram:IncludedSupplyChainTradeLineItem>`,
    )
    .join('\n');
  const allowances = (invoice.allowances ?? [])
    .map(
      (item) =>
        `<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>${item.charge}</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>${item.amount}</ram:ActualAmount><ram:Reason>${xmlText(item.reason)}</ram:Reason><ram:CategoryTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:${percent}>${item.rate}</ram:${percent}></ram:CategoryTradeTax></ram:SpecifiedTradeAllowanceCharge>`,
    )
    .join('');
  const taxes = invoice.taxes
    .map(
      (entry) =>
        `<ram:ApplicableTradeTax><ram:CalculatedAmount>${entry.tax}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>${entry.basis}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:${percent}>${entry.rate}</ram:${percent}></ram:ApplicableTradeTax>`,
    )
    .join('');
  const sums = `<ram:TaxBasisTotalAmount>${invoice.net}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="${invoice.currency}">${invoice.tax}</ram:TaxTotalAmount><ram:GrandTotalAmount>${invoice.grand}</ram:GrandTotalAmount><ram:DuePayableAmount>${invoice.grand}</ram:DuePayableAmount>`;
  const header = `<ram:ID>${invoice.number}</ram:ID><ram:TypeCode>${invoice.typeCode ?? '380'}</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">20260314</udt:DateTimeString></ram:IssueDateTime>`;
  const agreement = `<ram:SellerTradeParty><ram:Name>${xmlText(invoice.seller)}</ram:Name></ram:SellerTradeParty><ram:BuyerTradeParty><ram:Name>Jo Householder</ram:Name></ram:BuyerTradeParty>`;
  const settlement = `<ram:InvoiceCurrencyCode>${invoice.currency}</ram:InvoiceCurrencyCode>${taxes}${allowances}`;
  if (v1) {
    return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
<rsm:SpecifiedExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:comfort</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:SpecifiedExchangedDocumentContext>
<rsm:HeaderExchangedDocument>${header}</rsm:HeaderExchangedDocument>
<rsm:SpecifiedSupplyChainTradeTransaction>
<ram:ApplicableSupplyChainTradeAgreement>${agreement}</ram:ApplicableSupplyChainTradeAgreement>
<ram:ApplicableSupplyChainTradeSettlement>${settlement}<ram:SpecifiedTradeSettlementMonetarySummation>${sums}</ram:SpecifiedTradeSettlementMonetarySummation></ram:ApplicableSupplyChainTradeSettlement>
${lines}
</rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument>${header}</rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
${lines}
<ram:ApplicableHeaderTradeAgreement>${agreement}</ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeDelivery/>
<ram:ApplicableHeaderTradeSettlement>${settlement}<ram:SpecifiedTradeSettlementHeaderMonetarySummation>${sums}</ram:SpecifiedTradeSettlementHeaderMonetarySummation></ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
}

/** An XRechnung in UBL syntax (Invoice). */
export function ublXml(invoice: FixtureInvoice): string {
  const cur = `currencyID="${invoice.currency}"`;
  const lines = invoice.lines
    .map(
      (line, index) =>
        `<cac:InvoiceLine><cbc:ID>${index + 1}</cbc:ID><cbc:InvoicedQuantity unitCode="${line.unit ?? 'C62'}">${line.quantity}</cbc:InvoicedQuantity><cbc:LineExtensionAmount ${cur}>${line.net}</cbc:LineExtensionAmount><cac:Item><cbc:Name>${xmlText(line.name)}</cbc:Name><cac:SellersItemIdentification><cbc:ID>ART-${index + 1}</cbc:ID></cac:SellersItemIdentification><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${line.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount ${cur}>${line.price}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`,
    )
    .join('\n');
  const subtotals = invoice.taxes
    .map(
      (entry) =>
        `<cac:TaxSubtotal><cbc:TaxableAmount ${cur}>${entry.basis}</cbc:TaxableAmount><cbc:TaxAmount ${cur}>${entry.tax}</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${entry.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>`,
    )
    .join('');
  const allowances = (invoice.allowances ?? [])
    .map(
      (item) =>
        `<cac:AllowanceCharge><cbc:ChargeIndicator>${item.charge}</cbc:ChargeIndicator><cbc:AllowanceChargeReason>${xmlText(item.reason)}</cbc:AllowanceChargeReason><cbc:Amount ${cur}>${item.amount}</cbc:Amount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${item.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:AllowanceCharge>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ubl:Invoice xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>
<cbc:ID>${invoice.number}</cbc:ID><cbc:IssueDate>2026-03-14</cbc:IssueDate><cbc:InvoiceTypeCode>${invoice.typeCode ?? '380'}</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>${invoice.currency}</cbc:DocumentCurrencyCode>
<cac:AccountingSupplierParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>${xmlText(invoice.seller)}</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
${allowances}
<cac:TaxTotal><cbc:TaxAmount ${cur}>${invoice.tax}</cbc:TaxAmount>${subtotals}</cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount ${cur}>${invoice.net}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount ${cur}>${invoice.net}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount ${cur}>${invoice.grand}</cbc:TaxInclusiveAmount><cbc:PayableAmount ${cur}>${invoice.grand}</cbc:PayableAmount></cac:LegalMonetaryTotal>
${lines}
</ubl:Invoice>`;
}

/** The classic entity bomb: ten levels of ten, a billion 'lol's if anything expanded it. */
export const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`).join('')}]>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"><rsm:ExchangedDocument>&lol9;</rsm:ExchangedDocument></rsm:CrossIndustryInvoice>`;

/** A one-page text PDF a layout reader can read, carrying `attachments`. */
export async function pdfWith(
  text: string[],
  attachments: Array<{ name: string; content: string | Uint8Array }>,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  text.forEach((line, index) => {
    page.drawText(line, { x: 40, y: 780 - index * 16, size: 10, font });
  });
  for (const attachment of attachments) {
    const bytes =
      typeof attachment.content === 'string'
        ? new TextEncoder().encode(attachment.content)
        : attachment.content;
    await pdf.attach(bytes, attachment.name, {
      mimeType: 'text/xml',
      description: 'Factur-X invoice',
    });
  }
  return Buffer.from(await pdf.save());
}
