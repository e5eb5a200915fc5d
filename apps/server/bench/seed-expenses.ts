// The bench's expense data: components through the service, expenses in bulk with the
// service's own column mapping, then every summary rebuilt by the function each write uses and
// checked against a fresh aggregation. Shared by the load figures (run.ts) and the phone
// figures (phone.ts).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context.ts';
import type { Database } from '../src/db/client.ts';
import { withTransaction } from '../src/db/transaction.ts';
import type { Principal } from '../src/http/access.ts';
import { createComponent } from '../src/modules/build-components/service.ts';
import { insertPaymentRows } from '../src/modules/expenses/payments-repository.ts';
import { insertExpenseRows } from '../src/modules/expenses/repository.ts';
import { toColumns } from '../src/modules/expenses/service.ts';
import { recomputeSummary } from '../src/modules/expenses/summaries-repository.ts';
import { lockSummaries } from '../src/modules/expenses/summary-locks.ts';

const BATCH = 1000;

/** `count` components (rooms, designs and services in turn), each with a 10,000 budget. */
export async function seedComponents(
  ctx: AppContext,
  principal: Principal,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const type = (['room', 'design', 'service'] as const)[i % 3] ?? 'room';
    const component = await createComponent(ctx, principal, {
      name: `Component ${i + 1}`,
      type,
      status: 'IN_PROGRESS',
      budget: 10_000,
    });
    ids.push(component.id);
  }
  return ids;
}

/**
 * Expenses numbered `from` to `to - 1` spread over the components, 1000 rows per insert (one
 * second apart, oldest first, ending now), then the components' summaries rebuilt and verified.
 */
export async function seedExpenses(
  ctx: AppContext,
  principal: Principal,
  componentIds: readonly string[],
  range: { from: number; to: number },
): Promise<void> {
  const base = Date.now() - range.to * 1000;
  for (let start = range.from; start < range.to; start += BATCH) {
    await withTransaction(ctx.database.db, async (tx) => {
      const rows = Array.from({ length: Math.min(BATCH, range.to - start) }, (_, k) => {
        const n = start + k;
        const createdAt = new Date(base + n * 1000);
        return {
          ...toColumns(
            {
              component_id: componentIds[n % componentIds.length]!,
              description: `Item ${n}`,
              supplier: `Supplier ${n % 37}`,
              product: `Product ${n % 101}`,
              quantity: (n % 5) + 1,
              rrp: ((n * 7919) % 100_000) / 100,
              trade_discount: 0,
              discount: (n % 3) / 100,
              add_vat: n % 2 ? 'PLUS_VAT' : 'NO_VAT',
              amount_paid: n % 4 === 0 ? 10 : 0,
              paid_by_account_id: null,
              link: '',
              committed: n % 5 !== 0,
            },
            null,
          ),
          createdAt,
          updatedAt: createdAt,
          createdBy: principal.email,
        };
      });
      const inserted = await insertExpenseRows(tx, rows);
      // Each amount paid is the expense's one undated payment, as the app stores it.
      await insertPaymentRows(
        tx,
        inserted
          .filter((row) => row.amountPaid > 0)
          .map((row) => ({ expenseId: row.id, amount: row.amountPaid, createdAt: row.createdAt })),
      );
    });
  }
  await withTransaction(ctx.database.db, async (tx) => {
    await lockSummaries(tx, [...componentIds]);
    for (const id of componentIds) await recomputeSummary(tx, id);
  });
  await verifySummaries(ctx.database.db);
}

async function verifySummaries(db: Database) {
  const result = await db.execute(sql`
    select count(*)::int as mismatches from component_summaries s
    left join (
      select component_id, count(*)::int as n, sum(total_cost) as total, sum(amount_due) as due
      from expenses group by component_id
    ) a on a.component_id = s.component_id
    where s.expense_count <> coalesce(a.n, 0) or s.total_cost <> coalesce(a.total, 0)
       or s.amount_due <> coalesce(a.due, 0)
  `);
  const rows = (result as unknown as { rows: Array<{ mismatches: number }> }).rows;
  if (rows[0]?.mismatches !== 0) throw new Error('summaries do not match the expenses');
}
