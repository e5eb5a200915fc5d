import {
  balanceChangeForPayment,
  type CreditAccountType,
  ownerOptions,
  paidBeforeBalanceSet,
} from '@hrt/shared/domain/credit';
import { MAX_AMOUNT, toPence, toPounds } from '@hrt/shared/domain/money';
import { AppError } from '@hrt/shared/errors';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import {
  ACCOUNT_HAS_EXPENSES_MESSAGE,
  type CreditAccount,
  type CreditAccountFields,
  type CreditSummary,
  type SetCreditBalanceInput,
  type updateCreditAccountSchema,
} from '@hrt/shared/schemas/credit';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import {
  databaseErrorCode,
  FOREIGN_KEY_VIOLATION,
  missingChoiceError,
  nextUpdatedAt,
  RESTRICT_VIOLATION,
} from '../../db/write-guards.ts';
import type { Principal } from '../../http/access.ts';
import { type ActivityRecord, writeChange, writeFreshUpdate } from '../activity/write-change.ts';
import { listHouseholdMembers } from '../settings/household-service.ts';
import { moveToTrash } from '../trash/service.ts';
import { toCreditAccount, toCreditSummary } from './presenter.ts';
import {
  type CreditAccountInsert,
  type CreditAccountRow,
  countAccountsOwnedBy,
  findAccountRow,
  insertAccountRow,
  listAccountNames,
  listAccountRows,
  renameAccountOwner,
  updateAccountRow,
} from './repository.ts';

/** What the credit accounts' services use of the app context. */
export type CreditDeps = Pick<AppContext, 'database' | 'trashHooks'>;

/**
 * Credit accounts are personal finances: owner and project manager only
 * (docs/domain.md#personal-finances); the route checks it too.
 */
function assertSeesFinances(principal: Principal) {
  if (!canSeePersonalFinances(principal.role)) {
    throw new AppError('forbidden', 'Your role does not allow this action.');
  }
}

export async function listCreditAccounts(
  deps: Pick<CreditDeps, 'database'>,
  principal: Principal,
): Promise<CreditAccount[]> {
  assertSeesFinances(principal);
  return (await listAccountRows(deps.database.db)).map(toCreditAccount);
}

export async function getCreditAccount(
  deps: Pick<CreditDeps, 'database'>,
  principal: Principal,
  id: string,
): Promise<CreditAccount> {
  assertSeesFinances(principal);
  const row = await findAccountRow(deps.database.db, id);
  if (!row) throw accountNotFound();
  return toCreditAccount(row);
}

export async function getCreditSummary(
  deps: Pick<CreditDeps, 'database'>,
  principal: Principal,
): Promise<CreditSummary> {
  assertSeesFinances(principal);
  return toCreditSummary(await listAccountRows(deps.database.db));
}

export async function createCreditAccount(
  deps: Pick<CreditDeps, 'database'>,
  principal: Principal,
  input: CreditAccountFields,
): Promise<CreditAccount> {
  assertSeesFinances(principal);
  const row = await writeChange(deps.database.db, principal.email, async (tx) => {
    await checkOwner(tx, input.owner);
    const now = new Date();
    const created = await insertAccountRow(tx, {
      ...toColumns(input),
      ...balanceSetAt(input.current_balance, now),
      createdAt: now,
      updatedAt: now,
      createdBy: principal.email,
    });
    return { result: created, activity: accountActivity('created', created) };
  });
  return toCreditAccount(row);
}

export async function updateCreditAccount(
  deps: Pick<CreditDeps, 'database'>,
  principal: Principal,
  { id, changes: input }: { id: string; changes: z.output<typeof updateCreditAccountSchema> },
): Promise<CreditAccount> {
  return updateAccount(deps, principal, id, input.updated_at, async (tx, current, updatedAt) => {
    // An owner who is no longer an option (a member removed since) may be kept, not chosen.
    if (input.owner !== current.owner) await checkOwner(tx, input.owner);
    // A typed balance (or a new type, whose payments would move it otherwise) is a balance
    // set, as from a statement; the rest keeps the explanation (decision 031).
    const balanceTyped =
      input.current_balance !== current.currentBalance ||
      input.account_type !== current.accountType;
    return {
      ...toColumns(input),
      ...(balanceTyped ? balanceSetAt(input.current_balance, updatedAt) : {}),
    };
  });
}

/**
 * Sets the balance again from a statement (decision 031): it becomes the balance set and the
 * current balance, and the payments since start from 0, even when the figure is the same.
 */
export async function setCreditBalance(
  deps: Pick<CreditDeps, 'database'>,
  principal: Principal,
  { id, changes: input }: { id: string; changes: SetCreditBalanceInput },
): Promise<CreditAccount> {
  return updateAccount(deps, principal, id, input.updated_at, async (_tx, _current, updatedAt) =>
    balanceSetAt(input.balance, updatedAt),
  );
}

/** An account's stale-checked update: `columns` says what changes, given the row as it is. */
async function updateAccount(
  ctx: Pick<CreditDeps, 'database'>,
  principal: Principal,
  id: string,
  seen: string | undefined,
  columns: (
    tx: Database,
    current: CreditAccountRow,
    updatedAt: Date,
  ) => Promise<Partial<CreditAccountInsert>>,
): Promise<CreditAccount> {
  assertSeesFinances(principal);
  const row = await writeFreshUpdate(ctx.database.db, principal.email, {
    lock: async (tx) => {
      const current = await findAccountRow(tx, id, { forUpdate: true });
      if (!current) throw accountNotFound();
      return current;
    },
    version: (current) => current.updatedAt,
    seen,
    what: 'account',
    row: { table: 'credit_accounts', id },
    write: async (tx, current, updatedAt) => {
      const values = await columns(tx, current, updatedAt);
      const updated = await updateAccountRow(tx, id, { ...values, updatedAt });
      return { result: updated, activity: accountActivity('updated', updated) };
    },
  });
  return toCreditAccount(row);
}

/** The columns of a balance set by a person at `at`: nothing paid since. */
function balanceSetAt(balance: number, at: Date) {
  return { currentBalance: balance, balanceSet: balance, balanceSetAt: at, paymentsSince: 0 };
}

/**
 * Deletes an account. One that expenses were paid from is refused (409, decision 014): the
 * expenses' foreign key restricts it, so their record of who paid is never silently lost.
 */
export async function deleteCreditAccount(
  deps: CreditDeps,
  principal: Principal,
  id: string,
): Promise<TrashEntry> {
  assertSeesFinances(principal);
  try {
    return await writeChange(deps.database.db, principal.email, async (tx) => {
      const current = await findAccountRow(tx, id, { forUpdate: true });
      if (!current) throw accountNotFound();
      const activity = accountActivity('deleted', current);
      const entry = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
        resourceType: 'credit_account',
        id,
        name: current.accountName,
        restoreRule: { capability: 'finance.manage' },
        activity,
      });
      return { result: entry, activity };
    });
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === RESTRICT_VIOLATION || code === FOREIGN_KEY_VIOLATION) {
      throw new AppError('conflict', ACCOUNT_HAS_EXPENSES_MESSAGE);
    }
    throw error;
  }
}

/** For the expenses module: whether a paid-by account exists. */
export async function creditAccountExists(deps: DatabaseDeps, id: string): Promise<boolean> {
  return Boolean(await findAccountRow(databaseOf(deps), id));
}

/** For the expenses module's CSV export: account names by id. */
export async function findCreditAccountNames(
  deps: DatabaseDeps,
  ids: string[],
): Promise<Map<string, string>> {
  return listAccountNames(databaseOf(deps), ids);
}

/** What an expense paid from which account, and on what day (null: undated). */
export interface AccountPayment {
  accountId: string | null;
  amountPaid: number;
  paidOn: string | null;
}

/** One payment, several, or none (the expense did not exist before, or no longer does). */
type AccountPaymentChange = AccountPayment | readonly AccountPayment[] | null;

/** The payments taken back (-1) and applied (+1), by the account they name. */
function signedPaymentsByAccount(
  before: AccountPaymentChange,
  after: AccountPaymentChange,
): Map<string, { payment: AccountPayment; sign: 1 | -1 }[]> {
  const byAccount = new Map<string, { payment: AccountPayment; sign: 1 | -1 }[]>();
  const add = (payments: AccountPaymentChange, sign: 1 | -1) => {
    for (const payment of payments === null ? [] : [payments].flat()) {
      if (!payment.accountId) continue;
      const list = byAccount.get(payment.accountId) ?? [];
      list.push({ payment, sign });
      byAccount.set(payment.accountId, list);
    }
  };
  add(before, -1);
  add(after, 1);
  return byAccount;
}

/**
 * Moves the balances of the accounts expense payments are paid from, inside the payment's write
 * (decisions 014, 031 and 058): the payments `before` are taken back, those `after` applied,
 * except a payment dated before the day the account's balance was set, which that balance
 * already holds. The net amount joins the account's `payments_since`, and the balance moves
 * with it: a card or a line of credit owes more, cash holds less, a personal loan is unchanged.
 * Each account's updated_at moves on, so an edit dialog opened before answers 409 instead of
 * undoing it.
 */
export async function applyExpensePayment(
  { tx }: { tx: Database },
  { before, after }: { before: AccountPaymentChange; after: AccountPaymentChange },
): Promise<void> {
  const byAccount = signedPaymentsByAccount(before, after);
  // A stable order of locks, so two expense writes never wait on each other in a circle.
  for (const accountId of [...byAccount.keys()].sort()) {
    const account = await findAccountRow(tx, accountId, { forUpdate: true });
    if (!account) throw missingChoiceError('paid-by account', ['paid_by_account_id']);
    let paidPence = 0;
    for (const { payment, sign } of byAccount.get(accountId)!) {
      if (paidBeforeBalanceSet(payment.paidOn, account.balanceSetAt)) continue;
      paidPence += toPence(payment.amountPaid) * sign;
    }
    if (paidPence !== 0) await movePaymentsSince(tx, account, paidPence);
  }
}

/** Adds what was paid (net, in pence) to an account's payments since, its balance with it. */
async function movePaymentsSince(
  tx: Database,
  account: CreditAccountRow,
  paidPence: number,
): Promise<void> {
  const sincePence = toPence(account.paymentsSince) + paidPence;
  const changePence = toPence(
    balanceChangeForPayment(account.accountType as CreditAccountType, toPounds(paidPence)),
  );
  const balancePence = toPence(account.currentBalance) + changePence;
  if (Math.max(Math.abs(balancePence), Math.abs(sincePence)) > toPence(MAX_AMOUNT)) {
    // Generic on purpose: the writer may not be allowed to know the account's name.
    const message =
      "That payment would take the paying account's balance beyond what can be recorded.";
    throw new AppError('validation_failed', message, { amount_paid: [message] });
  }
  await updateAccountRow(tx, account.id, {
    currentBalance: toPounds(balancePence),
    paymentsSince: toPounds(sincePence),
    updatedAt: nextUpdatedAt(account.updatedAt),
  });
}

/**
 * For the household settings, inside their write: a member renamed in place (a new name at
 * the same position) keeps their accounts, whose owner is renamed with them; a member removed
 * while accounts still belong to them is refused, so no account is left with an owner nobody
 * can choose.
 */
export async function followMembersInAccounts(
  { tx }: { tx: Database },
  { previous, next }: { previous: readonly string[]; next: readonly string[] },
): Promise<void> {
  for (const [index, name] of previous.entries()) {
    if (next.includes(name)) continue;
    const replacement = next[index];
    if (replacement !== undefined && !previous.includes(replacement)) {
      await renameAccountOwner(tx, name, replacement);
      continue;
    }
    const owned = await countAccountsOwnedBy(tx, name);
    if (owned > 0) {
      const accounts = owned === 1 ? '1 account belongs' : `${owned} accounts belong`;
      throw new AppError(
        'conflict',
        `${accounts} to ${name}. Give them another owner before removing ${name}.`,
      );
    }
  }
}

async function checkOwner(db: Database, owner: string): Promise<void> {
  const options = ownerOptions(await listHouseholdMembers({ tx: db }));
  if (!options.includes(owner)) {
    const message = `Choose the owner from: ${options.join(', ')}.`;
    throw new AppError('validation_failed', message, { owner: [message] });
  }
}

function toColumns(input: CreditAccountFields): Omit<CreditAccountInsert, 'id'> {
  return {
    accountName: input.account_name,
    accountType: input.account_type,
    provider: input.provider,
    owner: input.owner,
    currentBalance: input.current_balance,
    creditLimit: input.credit_limit,
    monthlyPayment: input.monthly_payment,
    paymentDueDate: input.payment_due_date,
    interestRate: input.interest_rate,
    isActive: input.is_active,
  };
}

/** The feed entry of an account change, heard only by roles that see personal finances. */
function accountActivity(action: ActivityRecord['action'], row: CreditAccountRow): ActivityRecord {
  return {
    action,
    resourceType: 'credit_account',
    resourceName: row.accountName,
    resourceId: row.id,
    audience: 'finance',
  };
}

function accountNotFound() {
  return new AppError('not_found', 'No credit account with this id was found.');
}
