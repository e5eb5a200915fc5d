import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { useEditConflict } from '@/lib/use-edit-conflict';
import { fetchExpense } from '../api/get-expense';
import { expenseConflictFields, expenseFieldDescriber } from '../lib/expense-conflict';
import { fieldsOf } from '../lib/expense-draft';

/** The shared edit-conflict step, for one expense: its fields, its words, its stored version. */
export function useExpenseConflict(
  id: string | null,
  names: { components: BuildComponent[]; accounts: CreditAccountOption[] },
) {
  return useEditConflict({
    fields: expenseConflictFields,
    resourceType: 'expense',
    fetchCurrent: () => fetchExpense(id ?? ''),
    toFields: fieldsOf,
    describe: expenseFieldDescriber(names.components, names.accounts),
  });
}
