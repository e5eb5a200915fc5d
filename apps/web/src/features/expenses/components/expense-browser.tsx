import type { BuildComponent } from '@hrt/shared/schemas/components';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { CreditAccountOption } from '../api';
import type { ExpenseEditor } from '../hooks/use-expense-editor';
import type { ExpenseRow } from '../lib/expense-draft';
import { filterBySearch, searchTexts } from '../lib/search';
import { ExpenseTable } from './expense-table';

interface ExpenseBrowserProps {
  editor: ExpenseEditor;
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
 * The search box, the count and the tabbed tables. The search state lives here, not in the page,
 * so a keystroke re-renders this part only (never the tiles and charts above it).
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
  // Filtered in the keystroke's own render, not deferred: the filter is a scan of cached
  // lower-cased text and only the rows in view mount, so one render is cheaper than a deferred
  // second render one frame later.
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState('all');
  const { rows } = editor;
  const texts = useMemo(() => searchTexts(rows), [rows]);
  const needle = search.trim().toLowerCase();
  const filteredRows = useMemo(() => filterBySearch(rows, texts, needle), [rows, texts, needle]);
  // Only the open component tab renders a table, so only its rows are narrowed.
  const tabComponent = tab === 'all' ? undefined : components.find((c) => c.id === tab);
  const tabRows = useMemo(
    () => (tabComponent ? filteredRows.filter((row) => row.room_id === tabComponent.id) : []),
    [filteredRows, tabComponent],
  );
  const tabEditable = tabComponent ? canEditType(tabComponent.type) : false;
  const tabEditableComponents = useMemo(
    () => (tabComponent && tabEditable ? [tabComponent] : []),
    [tabComponent, tabEditable],
  );

  const tableProps = {
    editor,
    loading,
    error,
    onRetry,
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
          Showing {filteredRows.length} of {rows.length}
        </p>
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
          <ExpenseTable
            {...tableProps}
            rows={filteredRows}
            showComponent
            editableComponents={editableComponents}
            newExpenseRequest={newExpenseRequest}
          />
        </TabsContent>
        {components.map((component) => (
          <TabsContent key={component.id} value={component.id}>
            {tabComponent?.id === component.id && (
              <ExpenseTable
                {...tableProps}
                rows={tabRows}
                editableComponents={tabEditableComponents}
                addRoomId={tabEditable ? component.id : undefined}
                exportComponentId={component.id}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
