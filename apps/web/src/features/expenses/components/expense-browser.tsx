import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { Search } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { type ExpenseEditor, useEditorRows } from '../hooks/use-expense-editor';
import { useExpenseList } from '../hooks/use-expense-list';
import type { ExpenseFields, ExpenseRow } from '../lib/expense-draft';
import { filterBySearch, matchesSearch, searchTexts } from '../lib/search';
import { ExpenseTable } from './expense-table';

interface ExpenseBrowserProps {
  editor: ExpenseEditor;
  /** The components are still loading. */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  components: BuildComponent[];
  accounts: CreditAccountOption[];
  canEditRow: (row: ExpenseRow) => boolean;
  canEditType: (type: BuildComponent['type'] | undefined) => boolean;
  /** Components a new expense may be added to from the 'All' tab. */
  editableComponents: BuildComponent[];
  newExpenseRequest: string | undefined;
}

/**
 * The search box, the count and the tabbed tables. Only the open tab has a table, and only it
 * loads its list (page by page). The search state lives here, not in the page, so a keystroke
 * re-renders this part only (never the tiles and charts above it).
 */
export function ExpenseBrowser({
  editor,
  loading,
  error,
  onRetry,
  components,
  accounts,
  canEditRow,
  canEditType,
  editableComponents,
  newExpenseRequest,
}: ExpenseBrowserProps) {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState('all');
  const tabComponent = tab === 'all' ? undefined : components.find((c) => c.id === tab);
  const list = useExpenseList(tabComponent?.id, search);
  const needle = search.trim().toLowerCase();

  // New rows follow the list's narrowing here: its component, and the search text.
  const inTab = useCallback(
    (fields: ExpenseFields) => !tabComponent || fields.component_id === tabComponent.id,
    [tabComponent],
  );
  const matchesNew = useCallback(
    (fields: ExpenseFields) => inTab(fields) && matchesSearch(fields, needle),
    [inTab, needle],
  );
  const tabRows = useEditorRows(editor, list.expenses, list.complete ? inTab : matchesNew);
  // A complete list is searched here, at once; otherwise the server searched it (`q`).
  const texts = useMemo(
    () => (list.complete ? searchTexts(tabRows) : []),
    [list.complete, tabRows],
  );
  const rows = useMemo(
    () => (list.complete ? filterBySearch(tabRows, texts, needle) : tabRows),
    [list.complete, tabRows, texts, needle],
  );
  const newInTab = editor.newRows.filter((row) => inTab(row.fields)).length;
  const newShown = rows.length - list.expenses.length;
  const shownCount = list.complete ? rows.length : (list.totals?.count ?? 0) + newShown;
  const ofCount = (list.unfilteredCount ?? 0) + newInTab;

  const tabEditable = tabComponent ? canEditType(tabComponent.type) : false;
  const tabEditableComponents = useMemo(
    () => (tabComponent && tabEditable ? [tabComponent] : []),
    [tabComponent, tabEditable],
  );
  const tableProps = {
    editor,
    rows,
    paging: list,
    // Figures of the whole list from the server while part of it is loaded.
    totals: list.complete ? null : (list.totals ?? null),
    loading: loading || list.isPending,
    error: error ?? list.error,
    onRetry: () => {
      onRetry();
      list.refetch();
    },
    components,
    accounts,
    canEditRow,
    filtered: Boolean(needle),
  };

  return (
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
          {list.isPending ? 'Loading...' : `Showing ${shownCount} of ${ofCount}`}
        </p>
        {list.searching && (
          <span className="text-sm text-muted-foreground" role="status">
            Searching...
          </span>
        )}
      </div>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Expenses by component">
          <TabsTrigger value="all">All</TabsTrigger>
          {components.map((component) => (
            <TabsTrigger key={component.id} value={component.id}>
              {component.name}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="all">
          {!tabComponent && (
            <ExpenseTable
              {...tableProps}
              showComponent
              editableComponents={editableComponents}
              newExpenseRequest={newExpenseRequest}
            />
          )}
        </TabsContent>
        {components.map((component) => (
          <TabsContent key={component.id} value={component.id}>
            {tabComponent?.id === component.id && (
              <ExpenseTable
                {...tableProps}
                editableComponents={tabEditableComponents}
                addComponentId={tabEditable ? component.id : undefined}
                exportComponentId={component.id}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
