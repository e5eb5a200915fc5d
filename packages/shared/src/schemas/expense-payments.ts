import { z } from 'zod';
import { expectedVersion, lineText } from './common.ts';
import { expenseAmountSchema } from './expense-amounts.ts';
import { calendarDate } from './timeline.ts';

/** A calendar date, YYYY-MM-DD, or null when not known. */
const optionalDate = calendarDate.nullable();

export const PAYMENT_AMOUNT_MESSAGE = 'A payment is more than £0.00.';

/**
 * One payment towards an expense (docs/domain.md#payments): a deposit, a stage payment, the balance. The
 * expense's `amount_paid` is the sum of its payments.
 */
export const expensePaymentSchema = z.object({
  id: z.uuid(),
  /** The day it was paid, YYYY-MM-DD; null for an undated payment (as migrated ones are). */
  date: z.string().nullable(),
  amount: z.number(),
  /**
   * The credit account it was paid from: personal finances, so always null for a role without
   * `finance.manage` (decision 019).
   */
  paid_by_account_id: z.uuid().nullable(),
  /** 'Deposit', 'Stage 2', 'Balance'; empty when none. */
  note: z.string(),
});
export type ExpensePayment = z.infer<typeof expensePaymentSchema>;

/** What a client sends for a payment (POST and PUT /api/expenses/{id}/payments). */
export const expensePaymentFieldsSchema = z.object({
  date: optionalDate.default(null),
  amount: expenseAmountSchema.refine((amount) => amount > 0, PAYMENT_AMOUNT_MESSAGE),
  /**
   * Only roles with `finance.manage` may name an account; any other role sends null, which on
   * an update keeps the stored account (and then may not change the amount; decision 019).
   */
  paid_by_account_id: z.uuid().nullable().default(null),
  note: lineText(200).default(''),
  /**
   * Set to record a payment that takes the amount paid above the total cost (a deposit taken
   * twice, a typo of a digit are far more common than a real overpayment); without it such a
   * write is refused with 422 `overpayment`.
   */
  confirm_overpayment: z.boolean().optional(),
  /**
   * The expense's version the client saw (its `updated_at`): a payment changes the expense's
   * amount paid, so a stale one answers 409.
   */
  ...expectedVersion,
});
export type ExpensePaymentFields = z.output<typeof expensePaymentFieldsSchema>;
export type ExpensePaymentInput = z.input<typeof expensePaymentFieldsSchema>;

export const createExpensePaymentSchema = expensePaymentFieldsSchema.extend({
  /** A new payment may bring a client-generated UUID. */
  id: z.uuid().optional(),
});
export type CreateExpensePaymentInput = z.input<typeof createExpensePaymentSchema>;

export const expensePaymentParamsSchema = z.object({ id: z.uuid(), paymentId: z.uuid() });
