import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { useCallback, useMemo } from 'react';
import { LeaveGuard } from '@/components/leave-guard';
import { useCreditAccounts } from '@/lib/shared-queries/credit-accounts';
import { useEditorRows, useExpenseEditor } from '../hooks/use-expense-editor';
import { useExpenseList } from '../hooks/use-expense-list';
import type { ExpenseFields } from '../lib/expense-draft';
import { ExpenseTable, unsavedRowsText } from './expense-table';

const noSearch = '';

/** A component detail page's expense table: its rows page by page, editable by its editors. */
export function ComponentExpenses({
  id,
  component,
  canEdit,
}: {
  /** From the route: the rows start loading before the component itself has. */
  id: string;
  /** Undefined while the component loads. */
  component: BuildComponent | undefined;
  canEdit: boolean;
}) {
  const list = useExpenseList(id, noSearch);
  const accounts = useCreditAccounts();
  const editor = useExpenseEditor();
  const ownRows = useCallback((fields: ExpenseFields) => fields.component_id === id, [id]);
  const rows = useEditorRows(editor, list.expenses, ownRows);
  const components = useMemo(() => (component ? [component] : []), [component]);
  const canEditRow = useCallback(() => canEdit, [canEdit]);

  return (
    <>
      <LeaveGuard
        when={editor.pendingCount > 0}
        description={unsavedRowsText(editor.pendingCount)}
      />
      <ExpenseTable
        editor={editor}
        rows={rows}
        paging={list}
        totals={list.complete ? null : (list.totals ?? null)}
        loading={list.isPending || !component}
        error={list.error}
        onRetry={list.refetch}
        components={components}
        accounts={accounts.data ?? []}
        canEditRow={canEditRow}
        editableComponents={component && canEdit ? components : []}
        addComponentId={canEdit ? id : undefined}
        exportComponentId={id}
      />
    </>
  );
}
