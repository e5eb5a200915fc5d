import { z } from 'zod';
import {
  creditAccountTypes,
  hasCreditLimit,
  hasInterestRate,
  hasRepayments,
  MAX_INTEREST_RATE,
  MAX_PAYMENT_DUE_DAY,
  MIN_PAYMENT_DUE_DAY,
} from '../domain/credit.ts';
import { hasAtMostTwoDecimals, MAX_AMOUNT } from '../domain/money.ts';
import { amountSchema, auditFields, expectedVersion, isoTimestamp, lineText } from './common.ts';

/** The credit screens' messages, in one place so every screen and test uses the same words. */
export const creditMessages = {
  load: 'Failed to load credit account data. Please try again.',
  delete: 'Failed to delete credit account. Please try again.',
  save: 'Failed to save credit account. Please try again.',
  confirmDelete: 'Are you sure you want to delete this credit account?',
} as const;

export const PAYMENT_DUE_DAY_MESSAGE = `The payment due day is a day of the month from ${MIN_PAYMENT_DUE_DAY} to ${MAX_PAYMENT_DUE_DAY}.`;
export const INTEREST_RATE_MESSAGE = `The interest rate (APR) is a percentage from 0 to ${MAX_INTEREST_RATE}.`;
export const ACCOUNT_HAS_EXPENSES_MESSAGE =
  'Expenses were paid from this account, so it cannot be deleted. Mark it inactive instead, or choose another account on those expenses first.';

export const creditAccountTypeSchema = z.enum(creditAccountTypes, {
  error: 'account_type must be one of credit_card, line_of_credit, personal_loan or cash.',
});

export const creditAccountSchema = z.object({
  id: z.uuid(),
  account_name: z.string(),
  account_type: creditAccountTypeSchema,
  provider: z.string(),
  owner: z.string(),
  /**
   * The balance now: `balance_set` moved by the payments recorded since (decision 031). A card
   * or a line of credit owes `payments_since` more, cash holds it less, a loan is unchanged.
   */
  current_balance: z.number(),
  /** The balance as a person last set it (from a statement, or typed when adding the account). */
  balance_set: z.number(),
  /** When `balance_set` was set. */
  balance_set_at: isoTimestamp,
  /**
   * Pounds paid from the account by expense payments recorded, changed or removed since
   * `balance_set_at`, net (a removed payment takes its amount back).
   */
  payments_since: z.number(),
  credit_limit: z.number().nullable(),
  monthly_payment: z.number(),
  payment_due_date: z.number().int(),
  interest_rate: z.number().nullable(),
  is_active: z.boolean(),
  /** Balance against the limit, one decimal; null without a limit (computed by the server). */
  utilization_percentage: z.number().nullable(),
  ...auditFields,
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;

export const creditSummarySchema = z.object({
  overall_utilization_percentage: z.number(),
  total_credit_limit: z.number(),
  total_available_credit: z.number(),
  total_cash_available: z.number(),
  total_monthly_payments: z.number(),
  accounts_count: z.number().int(),
  active_accounts_count: z.number().int(),
  /** The active personal loans' monthly payments: shown beside the total, never in it. */
  total_loan_monthly_payments: z.number(),
  active_loans_count: z.number().int(),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

/** A balance may be below zero: a card in credit, or cash spent beyond what was recorded. */
const balanceSchema = z
  .number({ error: 'Enter the current balance in pounds.' })
  .min(-MAX_AMOUNT, 'That amount is too large.')
  .max(MAX_AMOUNT, 'That amount is too large.')
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals.')
  .describe('Pounds, at most two decimals; below zero for a card in credit.');

const limitSchema = z
  .number({ error: 'Enter the credit limit in pounds.' })
  .min(0, 'The credit limit cannot be negative.')
  .max(MAX_AMOUNT, 'That amount is too large.')
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals.')
  .describe(
    'Pounds, at most two decimals. Kept for credit cards and lines of credit; null for the other types.',
  );

const dueDaySchema = z
  .number({ error: PAYMENT_DUE_DAY_MESSAGE })
  .int(PAYMENT_DUE_DAY_MESSAGE)
  .min(MIN_PAYMENT_DUE_DAY, PAYMENT_DUE_DAY_MESSAGE)
  .max(MAX_PAYMENT_DUE_DAY, PAYMENT_DUE_DAY_MESSAGE);

const interestSchema = z
  .number({ error: INTEREST_RATE_MESSAGE })
  .min(0, INTEREST_RATE_MESSAGE)
  .max(MAX_INTEREST_RATE, INTEREST_RATE_MESSAGE)
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals.')
  .describe(
    'APR in percent, at most two decimals. Kept for personal loans and lines of credit; null for the other types.',
  );

/** The owner options are the household's data (schemas/settings.ts), so not an enum here. */
const ownerSchema = lineText(120)
  .min(1, 'Owner is required.')
  .describe(
    "One of the household's owner options (its members and 'Joint', from GET /api/settings/household), checked by the server when an account is added or its owner changes; an update may keep an owner who is no longer an option.",
  );

const creditAccountFieldShape = {
  account_name: lineText(120).min(1, 'Account name is required.'),
  account_type: creditAccountTypeSchema,
  provider: lineText(120).min(1, 'Provider is required.'),
  owner: ownerSchema,
  current_balance: balanceSchema,
  credit_limit: limitSchema.nullish(),
  monthly_payment: amountSchema
    .describe('Pounds, at most two decimals. Required for every type but cash (set to 0 for cash).')
    .optional(),
  payment_due_date: dueDaySchema
    .describe('Day of the month. Required for every type but cash (set to 1 for cash).')
    .optional(),
  interest_rate: interestSchema.nullish(),
  is_active: z.boolean().default(true),
};

type TypedFields = {
  account_type: (typeof creditAccountTypes)[number];
  credit_limit?: number | null | undefined;
  monthly_payment?: number | undefined;
  payment_due_date?: number | undefined;
  interest_rate?: number | null | undefined;
};

/** Non-cash accounts must give their monthly payment and due day. */
function requireRepayments(value: TypedFields, context: z.core.$RefinementCtx<TypedFields>) {
  if (!hasRepayments(value.account_type)) return;
  if (value.monthly_payment === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['monthly_payment'],
      message: 'Monthly payment is required.',
    });
  }
  if (value.payment_due_date === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['payment_due_date'],
      message: 'Payment due day is required.',
    });
  }
}

/**
 * An account as stored: fields that do not apply to its type are cleared. For cash that is
 * payment 0, due day 1, no limit, no rate (docs/domain.md#credit-accounts).
 */
function clearFieldsNotOfType<T extends TypedFields>(value: T) {
  const type = value.account_type;
  return {
    ...value,
    credit_limit: hasCreditLimit(type) ? (value.credit_limit ?? null) : null,
    interest_rate: hasInterestRate(type) ? (value.interest_rate ?? null) : null,
    monthly_payment: hasRepayments(type) ? (value.monthly_payment ?? 0) : 0,
    payment_due_date: hasRepayments(type) ? (value.payment_due_date ?? 1) : 1,
  };
}

export const creditAccountFieldsSchema = z
  .object(creditAccountFieldShape)
  .superRefine(requireRepayments)
  .transform(clearFieldsNotOfType);
export type CreditAccountFieldsInput = z.input<typeof creditAccountFieldsSchema>;
export type CreditAccountFields = z.output<typeof creditAccountFieldsSchema>;

export const updateCreditAccountSchema = z
  .object({ ...creditAccountFieldShape, ...expectedVersion })
  .superRefine(requireRepayments)
  .transform(clearFieldsNotOfType);
export type UpdateCreditAccountInput = z.input<typeof updateCreditAccountSchema>;

/**
 * POST /api/credit-accounts/{id}/balance: the balance read from a statement. It becomes
 * `balance_set` (and the current balance) and the payments since start again from 0, even when
 * the figure is the one already shown (the statement confirms it).
 */
export const setCreditBalanceSchema = z.object({
  balance: balanceSchema,
  ...expectedVersion,
});
export type SetCreditBalanceInput = z.input<typeof setCreditBalanceSchema>;
