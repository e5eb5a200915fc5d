import type { EarlierExpense } from '@hrt/shared/schemas/extraction';
import type { Principal } from '../../http/access.ts';
import { findExpensesByDocument } from './earlier-expenses-repository.ts';
import type { ExpenseDeps } from './service.ts';

export interface DocumentIdentity {
  /** SHA-256 (hex) of the document's bytes as the server received them; null when unknown. */
  sha256: string | null;
  /** As read from the document; empty when none was found. */
  invoiceNumber: string;
  supplier: string;
}

/** 'Screwfix Direct Ltd.' and 'SCREWFIX DIRECT LTD' are one supplier: letters and digits only. */
function sameSupplierKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The expenses already stored from this document: the same file, or the same invoice number
 * from the same supplier (a number alone is not enough: every supplier counts from 1). A
 * warning for the person to weigh, never a refusal.
 */
export async function findEarlierExpenses(
  deps: Pick<ExpenseDeps, 'database'>,
  _principal: Principal,
  identity: DocumentIdentity,
): Promise<EarlierExpense[]> {
  const invoiceNumber = identity.invoiceNumber.trim();
  const supplier = sameSupplierKey(identity.supplier);
  const rows = await findExpensesByDocument(deps.database.db, {
    sha256: identity.sha256,
    invoiceNumber,
  });
  const earlier: EarlierExpense[] = [];
  for (const row of rows) {
    const sameDocument = identity.sha256 !== null && row.documentSha256 === identity.sha256;
    const sameInvoice =
      invoiceNumber !== '' &&
      row.invoiceNumber.toLowerCase() === invoiceNumber.toLowerCase() &&
      supplier !== '' &&
      sameSupplierKey(row.supplier) === supplier;
    if (!sameDocument && !sameInvoice) continue;
    earlier.push({
      id: row.id,
      component_id: row.componentId,
      description: row.description,
      supplier: row.supplier,
      invoice_number: row.invoiceNumber,
      invoice_date: row.invoiceDate,
      total_cost: row.totalCost,
      reason: sameDocument ? 'same_document' : 'same_invoice_number',
    });
  }
  return earlier;
}
