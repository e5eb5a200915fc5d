import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LeaveGuard } from '@/components/leave-guard';
import { Alert } from '@/components/ui/alert';
import { useCanEditComponentType } from '@/lib/auth/session-context';
import { EXTRACTION_MESSAGE, type ExtractionState } from '@/lib/extraction-state';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { useExpenseEditor } from '../hooks/use-expense-editor';
import { type ExpenseFields, fieldsFromExtracted } from '../lib/expense-draft';
import { ExpenseBrowser } from './expense-browser';
import { unsavedRowsText } from './expense-table';

interface ExpensesWorkspaceProps {
  components: BuildComponent[];
  componentsPending: boolean;
  componentsError: unknown;
  onRetry: () => void;
  accounts: CreditAccountOption[];
}

/**
 * The editing half of /expenses: the editor, rows arriving from the extract page, and the
 * tabbed tables. Loaded after the tiles (it brings the table, the dialog and the validation
 * contract), so it never holds them up.
 */
export function ExpensesWorkspace({
  components,
  componentsPending,
  componentsError,
  onRetry,
  accounts,
}: ExpensesWorkspaceProps) {
  const editor = useExpenseEditor();
  const canEditType = useCanEditComponentType();
  const [notice, setNotice] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const handledState = useRef<string | null>(null);
  const typeById = useMemo(
    () => new Map(components.map((component) => [component.id, component.type])),
    [components],
  );
  const editableComponents = useMemo(
    () => components.filter((component) => canEditType(component.type)),
    [components, canEditType],
  );

  // Extracted expenses arrive once through navigation state; they join as new, unsaved rows.
  useEffect(() => {
    const state = location.state as ExtractionState | null;
    if (!state?.extractedExpenses || handledState.current === location.key) return;
    handledState.current = location.key;
    const rows = state.extractedExpenses
      .map((item) => fieldsFromExtracted(item, ''))
      .filter((item): item is ExpenseFields => item !== null);
    editor.addRows(rows);
    const message = state.message ?? EXTRACTION_MESSAGE;
    setNotice(message);
    toast.success(message);
    navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate, editor.addRows]);

  const canEditRow = useCallback(
    (row: { component_id: string }) => canEditType(typeById.get(row.component_id)),
    [canEditType, typeById],
  );

  // The banner speaks of the rows waiting to be saved: once none wait, it has nothing to say.
  const waiting = editor.newRows.length;
  const waited = useRef(0);
  useEffect(() => {
    if (waited.current > 0 && waiting === 0) setNotice(null);
    waited.current = waiting;
  }, [waiting]);

  return (
    <>
      <LeaveGuard
        when={editor.pendingCount > 0}
        description={unsavedRowsText(editor.pendingCount)}
      />
      {notice && waiting > 0 && (
        <Alert kind="success" onDismiss={() => setNotice(null)}>
          {notice} Review the new rows, then press Save Changes.
        </Alert>
      )}
      <ExpenseBrowser
        editor={editor}
        loading={componentsPending}
        error={componentsError}
        onRetry={onRetry}
        components={components}
        accounts={accounts}
        canEditRow={canEditRow}
        canEditType={canEditType}
        editableComponents={editableComponents}
        newExpenseRequest={
          (location.state as ExtractionState | null)?.openNew ? location.key : undefined
        }
      />
    </>
  );
}
