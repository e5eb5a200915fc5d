import type { BuildComponent } from '@hrt/shared/schemas/components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { FileScan } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCanEditComponentType } from '@/lib/auth/session-context';
import { type CreditAccountOption, useComponentList, useCreditAccounts, useExpenses } from '../api';
import { ExpenseBrowser } from '../components/expense-browser';
import { MoneySummary } from '../components/money-summary';
import { useExpenseEditor } from '../hooks/use-expense-editor';
import { type ExpenseFields, fieldsFromExtracted } from '../lib/expense-draft';

export const EXTRACTION_MESSAGE = 'Document extraction completed successfully!';

interface ExtractionState {
  extractedExpenses?: unknown[];
  message?: string;
  /** Sent by the phone layout's floating add button. */
  openNew?: boolean;
}

// Stable empty lists while loading, so the memoised parts below do not re-render for nothing.
const noComponents: BuildComponent[] = [];
const noExpenses: Expense[] = [];
const noAccounts: CreditAccountOption[] = [];

export function ExpensesPage() {
  const components = useComponentList();
  const expenses = useExpenses();
  const accounts = useCreditAccounts();
  const editor = useExpenseEditor(expenses.data);
  const canEditType = useCanEditComponentType();
  const [notice, setNotice] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const handledState = useRef<string | null>(null);

  const componentList = components.data ?? noComponents;
  const saved = expenses.data ?? noExpenses;
  const accountList = accounts.data ?? noAccounts;
  const typeById = useMemo(
    () => new Map(componentList.map((component) => [component.id, component.type])),
    [componentList],
  );
  const editableComponents = useMemo(
    () => componentList.filter((component) => canEditType(component.type)),
    [componentList, canEditType],
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
    (row: { room_id: string }) => canEditType(typeById.get(row.room_id)),
    [canEditType, typeById],
  );
  const { refetch: refetchComponents } = components;
  const { refetch: refetchExpenses } = expenses;
  const retry = useCallback(() => {
    void refetchComponents();
    void refetchExpenses();
  }, [refetchComponents, refetchExpenses]);
  const loading = components.isPending || expenses.isPending;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">All Expenses</h1>
          <p className="text-sm text-muted-foreground">
            Every cost across rooms, design items and services.
          </p>
        </div>
        {editableComponents.length > 0 && (
          <Button asChild variant="outline">
            <Link to={paths.extractExpenses.href()}>
              <FileScan aria-hidden="true" /> Extract from Document
            </Link>
          </Button>
        )}
      </div>

      {notice && (
        <Alert kind="success" onDismiss={() => setNotice(null)}>
          {notice} Review the new rows, then press Save Changes.
        </Alert>
      )}

      <MoneySummary
        components={componentList}
        expenses={saved}
        accounts={accountList}
        componentsPending={components.isPending}
        loading={loading}
      />

      <ExpenseBrowser
        editor={editor}
        loading={loading}
        error={components.error ?? expenses.error}
        onRetry={retry}
        components={componentList}
        accounts={accountList}
        canEditRow={canEditRow}
        canEditType={canEditType}
        editableComponents={editableComponents}
        newExpenseRequest={
          (location.state as ExtractionState | null)?.openNew ? location.key : undefined
        }
      />
    </div>
  );
}
