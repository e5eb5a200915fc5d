import { sumPounds } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import { FileScan, Layers, PoundSterling, Receipt, Search, Wallet } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatTile } from '@/components/ui/stat-tile';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useCanEditComponentType } from '@/lib/auth/session-context';
import { useComponentList, useCreditAccounts, useExpenses } from '../api';
import { ExpenseTable } from '../components/expense-table';
import { BudgetChart, SpendByStatusChart } from '../components/money-charts';
import { PaidExpensesDialog } from '../components/paid-expenses-dialog';
import { useExpenseEditor } from '../hooks/use-expense-editor';
import { budgetChartRow, totalsByComponent } from '../lib/component-money';
import { type ExpenseFields, fieldsFromExtracted } from '../lib/expense-draft';
import { searchableText } from '../lib/search';

export const EXTRACTION_MESSAGE = 'Document extraction completed successfully!';

interface ExtractionState {
  extractedExpenses?: unknown[];
  message?: string;
  /** Sent by the phone layout's floating add button. */
  openNew?: boolean;
}

export function ExpensesPage() {
  const components = useComponentList();
  const expenses = useExpenses();
  const accounts = useCreditAccounts();
  const editor = useExpenseEditor(expenses.data);
  const canEditType = useCanEditComponentType();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [tab, setTab] = useState('all');
  const [paidOpen, setPaidOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const handledState = useRef<string | null>(null);

  const componentList = components.data ?? [];
  const saved = expenses.data ?? [];
  const typeById = useMemo(
    () => new Map(componentList.map((component) => [component.id, component.type])),
    [componentList],
  );
  const editableComponents = componentList.filter((component) => canEditType(component.type));

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

  // Lower-cased once per change of the rows, not once per keystroke and row.
  const searchText = useMemo(() => editor.rows.map(searchableText), [editor.rows]);
  const filteredRows = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return editor.rows;
    return editor.rows.filter((_, index) => searchText[index]!.includes(needle));
  }, [editor.rows, searchText, query]);
  const canEditRow = useCallback(
    (row: { room_id: string }) => canEditType(typeById.get(row.room_id)),
    [canEditType, typeById],
  );
  const sums = useMemo(
    () => ({
      total: sumPounds(saved.map((expense) => expense.total_cost)),
      paid: sumPounds(saved.map((expense) => expense.amount_paid)),
    }),
    [saved],
  );
  const totals = useMemo(() => totalsByComponent(saved), [saved]);
  const chartRows = componentList.map((component) =>
    budgetChartRow(component, totals.get(component.id)),
  );
  const statusRows = componentList.map((component) => ({
    status: component.status,
    committed: totals.get(component.id)?.committed_total ?? 0,
  }));
  const loading = components.isPending || expenses.isPending;

  const tableProps = {
    editor,
    loading,
    error: components.error ?? expenses.error,
    onRetry: () => {
      void components.refetch();
      void expenses.refetch();
    },
    components: componentList,
    accounts: accounts.data ?? [],
    canEditRow,
    filtered: Boolean(query.trim()),
  };

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

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label="Total Components"
          icon={Layers}
          loading={components.isPending}
          value={componentList.length}
        />
        <StatTile
          label="Total Expenses"
          icon={Receipt}
          loading={loading}
          value={formatCurrency(sums.total)}
          hint={`${saved.length} ${saved.length === 1 ? 'expense' : 'expenses'}`}
        />
        <StatTile
          label="Total Budget"
          icon={Wallet}
          loading={components.isPending}
          value={formatCurrency(sumPounds(componentList.map((component) => component.budget)))}
        />
        <StatTile
          label="Total Spent"
          icon={PoundSterling}
          loading={loading}
          value={formatCurrency(sums.paid)}
          hint="Select to see paid expenses"
          onClick={() => setPaidOpen(true)}
        />
      </div>

      {!loading && componentList.length > 0 && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <BudgetChart title="Is each component within budget?" rows={chartRows} />
          <SpendByStatusChart components={statusRows} />
        </div>
      )}

      <div className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <div className="relative w-full sm:max-w-sm">
            <Search
              aria-hidden="true"
              className="absolute top-3 left-3 size-4 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Search expenses"
              placeholder="Search description, supplier or product"
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <p
            className="text-sm text-muted-foreground tabular"
            aria-live="polite"
            data-testid="expense-count"
          >
            Showing {filteredRows.length} of {editor.rows.length}
          </p>
        </div>

        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Expenses by component">
            <TabsTrigger value="all">All</TabsTrigger>
            {componentList.map((component) => (
              <TabsTrigger key={component.id} value={component.id}>
                {component.name}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="all">
            <ExpenseTable
              {...tableProps}
              rows={filteredRows}
              showComponent
              editableComponents={editableComponents}
              newExpenseRequest={
                (location.state as ExtractionState | null)?.openNew ? location.key : undefined
              }
            />
          </TabsContent>
          {componentList.map((component) => (
            <TabsContent key={component.id} value={component.id}>
              {tab === component.id && (
                <ExpenseTable
                  {...tableProps}
                  rows={filteredRows.filter((row) => row.room_id === component.id)}
                  editableComponents={canEditType(component.type) ? [component] : []}
                  addRoomId={canEditType(component.type) ? component.id : undefined}
                  exportComponentId={component.id}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </div>

      <PaidExpensesDialog
        open={paidOpen}
        onOpenChange={setPaidOpen}
        expenses={saved}
        components={componentList}
        accounts={accounts.data ?? []}
      />
    </div>
  );
}
