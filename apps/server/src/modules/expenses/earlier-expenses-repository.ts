import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { expenses } from './schema.ts';

export type EarlierExpenseRow = Pick<
  typeof expenses.$inferSelect,
  | 'id'
  | 'componentId'
  | 'description'
  | 'supplier'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'totalCost'
  | 'documentSha256'
>;

/** More than this many earlier expenses is a warning already made; the rest add nothing. */
const MOST_EARLIER_EXPENSES = 50;

/**
 * The stored expenses read from a document with this fingerprint, or carrying this invoice
 * number (any case; an empty number matches nothing), oldest first. The supplier is compared
 * by the caller: its rule ignores punctuation, which an index cannot.
 */
export async function findExpensesByDocument(
  db: Database,
  { sha256, invoiceNumber }: { sha256: string | null; invoiceNumber: string },
): Promise<EarlierExpenseRow[]> {
  const matches: SQL[] = [];
  if (sha256) matches.push(eq(expenses.documentSha256, sha256));
  if (invoiceNumber) {
    matches.push(
      and(
        ne(expenses.invoiceNumber, ''),
        sql`lower(${expenses.invoiceNumber}) = lower(${invoiceNumber})`,
      )!,
    );
  }
  if (matches.length === 0) return [];
  return db
    .select({
      id: expenses.id,
      componentId: expenses.componentId,
      description: expenses.description,
      supplier: expenses.supplier,
      invoiceNumber: expenses.invoiceNumber,
      invoiceDate: expenses.invoiceDate,
      totalCost: expenses.totalCost,
      documentSha256: expenses.documentSha256,
    })
    .from(expenses)
    .where(or(...matches))
    .orderBy(asc(expenses.createdAt), asc(expenses.id))
    .limit(MOST_EARLIER_EXPENSES);
}
