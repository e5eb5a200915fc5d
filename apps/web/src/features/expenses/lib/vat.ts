import {
  type AddVat,
  addVatLabels,
  VAT_RATE_PERCENT,
  type VatRate,
  vatRateLabels,
} from '@hrt/shared/domain/money';

/** 'No VAT', 'Inc VAT', '+ VAT 5%': the rate is named when it is not the standard 20 %. */
export function vatModeText(row: { add_vat: AddVat; vat_rate?: VatRate | undefined }): string {
  const rate = row.vat_rate ?? VAT_RATE_PERCENT;
  if (row.add_vat === 'NO_VAT' || rate === VAT_RATE_PERCENT) return addVatLabels[row.add_vat];
  return `${addVatLabels[row.add_vat]} ${vatRateLabels[rate]}`;
}
