import { z } from 'zod';
import { amountSchema } from './common.ts';

const contingencyKinds = ['amount', 'percent'] as const;

const contingencySchema = z.object({
  kind: z.enum(contingencyKinds),
  value: z
    .number({ error: 'Enter the contingency as a number.' })
    .min(0, 'The contingency cannot be negative.')
    .describe('Pounds when kind is amount, a percentage of the budget when kind is percent.'),
});

/** The project's one budget and the contingency kept inside it (decision 057). */
export const projectBudgetSchema = z.object({
  budget: z.number().nullable().describe('Null until someone sets it.'),
  contingency: contingencySchema,
  contingency_amount: z.number().describe('The contingency in pounds.'),
});
export type ProjectBudget = z.infer<typeof projectBudgetSchema>;

/**
 * A project budget to keep: null clears it (the overview then adds the components' budgets).
 * A percentage is 0 to 100 with at most two decimals; an amount follows the rules of pounds
 * and is at most the budget; there is no contingency without a budget.
 */
export const updateProjectBudgetSchema = z
  .object({ budget: amountSchema.nullable(), contingency: contingencySchema })
  .superRefine(({ budget, contingency }, context) => {
    const problem = contingencyProblem(budget, contingency);
    if (problem)
      context.addIssue({ code: 'custom', path: ['contingency', 'value'], message: problem });
  });
export type UpdateProjectBudgetInput = z.input<typeof updateProjectBudgetSchema>;

function contingencyProblem(
  budget: number | null,
  { kind, value }: z.infer<typeof contingencySchema>,
): string | undefined {
  if (kind === 'percent') {
    if (value > 100) return 'A percentage is at most 100.';
    if (!amountSchema.safeParse(value).success) return 'Use at most two decimals.';
  } else {
    const amount = amountSchema.safeParse(value);
    if (!amount.success) return amount.error.issues[0]?.message ?? 'Enter an amount in pounds.';
    if (budget !== null && value > budget) return 'The contingency cannot be more than the budget.';
  }
  if (value > 0 && budget === null) return 'Set the project budget before its contingency.';
  return undefined;
}

/**
 * The budget dialog's fields as the form holds them (text); an empty budget clears it and an
 * empty contingency is none. The output is what the API takes.
 */
export const projectBudgetFormSchema = z
  .object({
    budget: z.string().trim(),
    kind: z.enum(contingencyKinds),
    value: z.string().trim(),
  })
  .transform(({ budget, kind, value }) => ({
    budget: budget === '' ? null : Number(budget),
    contingency: { kind, value: value === '' ? 0 : Number(value) },
  }))
  .pipe(updateProjectBudgetSchema);
export type ProjectBudgetFormValues = z.input<typeof projectBudgetFormSchema>;
