import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label, Select } from '@/components/ui/input';
import type { ExpenseRow } from '../lib/expense-draft';
import {
  type DateSort,
  filterByMonth,
  type MonthFilter,
  monthLabel,
  monthsOf,
  NO_DATE,
  sortByDate,
} from '../lib/invoice-dates';
import type { ListPaging } from './use-load-more';

/**
 * How many expenses a table loads by itself to sort or narrow them by date. The list comes a
 * page at a time and the server neither sorts nor narrows it by date, so this is done here,
 * over what is loaded: a household's list (hundreds) is loaded whole at once; beyond this the
 * person asks for more.
 */
const DATE_VIEW_LOAD_LIMIT = 2000;

const sortLabels: Record<DateSort, string> = {
  added: 'Order added',
  newest: 'Date, newest first',
  oldest: 'Date, oldest first',
};

/**
 * A table's rows sorted by invoice date and narrowed to a month. New unsaved rows stay first
 * and are never hidden (they are being typed). While a sort or a month is chosen the table
 * loads the rest of its list, up to DATE_VIEW_LOAD_LIMIT rows.
 */
export function useDateView(rows: ExpenseRow[], paging: ListPaging) {
  const [sort, setSort] = useState<DateSort>('added');
  const [month, setMonth] = useState<MonthFilter>('');
  const active = sort !== 'added' || Boolean(month);
  const { hasNextPage, isFetchingNextPage } = paging;
  const belowLimit = rows.length < DATE_VIEW_LOAD_LIMIT;
  // The latest callback in a ref: a new function each render must not run the effect again.
  const fetchNext = useRef(paging.fetchNextPage);
  fetchNext.current = paging.fetchNextPage;

  useEffect(() => {
    if (active && hasNextPage && !isFetchingNextPage && belowLimit) fetchNext.current();
  }, [active, hasNextPage, isFetchingNextPage, belowLimit]);

  const months = useMemo(() => {
    const found = monthsOf(rows);
    return month && month !== NO_DATE && !found.includes(month) ? [month, ...found] : found;
  }, [rows, month]);
  const shown = useMemo(() => {
    if (!active) return rows;
    const fresh = rows.filter((row) => row.isNew);
    const saved = rows.filter((row) => !row.isNew);
    return [...fresh, ...sortByDate(filterByMonth(saved, month), sort)];
  }, [rows, active, month, sort]);

  return {
    rows: shown,
    sort,
    month,
    months,
    active,
    /** Part of the list is not loaded, so the order and the month cover what is. */
    partial: active && hasNextPage,
    loadingRest: active && hasNextPage && belowLimit,
    setSort,
    setMonth,
    loadMore: () => fetchNext.current(),
    loaded: rows.length,
  };
}

export type DateView = ReturnType<typeof useDateView>;

/** The 'Sort' and 'Month' pickers above a table, and what they cover. */
export function DateViewControls({ view }: { view: DateView }) {
  const count = view.rows.length;
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3 text-sm">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-sort`}>Sort</Label>
        <Select
          id={`${id}-sort`}
          className="h-9 w-auto"
          value={view.sort}
          onChange={(event) => view.setSort(event.target.value as DateSort)}
        >
          {(Object.keys(sortLabels) as DateSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-month`}>Month</Label>
        <Select
          id={`${id}-month`}
          className="h-9 w-auto"
          value={view.month}
          onChange={(event) => view.setMonth(event.target.value)}
        >
          <option value="">All months</option>
          {view.months.map((month) => (
            <option key={month} value={month}>
              {monthLabel(month)}
            </option>
          ))}
          <option value={NO_DATE}>No date</option>
        </Select>
      </div>
      {view.month && (
        <p className="pb-2 text-muted-foreground tabular" aria-live="polite">
          {count === 1 ? '1 expense' : `${count} expenses`} in{' '}
          {view.month === NO_DATE ? 'no month (no date)' : monthLabel(view.month)}
        </p>
      )}
      {view.loadingRest ? (
        <p className="pb-2 text-muted-foreground" role="status">
          Loading the rest of the list to sort it by date...
        </p>
      ) : (
        view.partial && (
          <p className="flex flex-wrap items-center gap-2 pb-1 text-muted-foreground">
            Sorted among the first {view.loaded} expenses loaded.
            <Button variant="outline" size="sm" onClick={view.loadMore}>
              Load more
            </Button>
          </p>
        )
      )}
    </div>
  );
}
