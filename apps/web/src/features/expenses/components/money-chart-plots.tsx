import { BarRowsChart, type BarSeries } from './bar-rows-chart';
import {
  type BudgetChartRow,
  budgetPlotHeight,
  chartColours,
  statusPlotHeight,
} from './money-chart-sizes';

// The plots load on their own, after the cards, their titles and the tiles are on screen
// (decision 045), and are drawn by the app itself, not a chart library (decision 053).

type BudgetKey = Exclude<keyof BudgetChartRow, 'name'>;

/** The spend bar stacks paid, owed and maybe owed; the budget bar sits under it. */
const budgetBars: BarSeries<BudgetKey>[][] = [
  [
    { key: 'paid', name: 'Paid', colour: chartColours.paid },
    { key: 'dueCommitted', name: 'Due (committed)', colour: chartColours.dueCommitted },
    { key: 'dueSpeculative', name: 'Due (speculative)', colour: chartColours.dueSpeculative },
  ],
  [{ key: 'budget', name: 'Budget', colour: chartColours.budget }],
];

const statusBars: BarSeries<'committed'>[][] = [
  [{ key: 'committed', name: 'Committed', colour: chartColours.status }],
];

/** Paid, owed and maybe owed stacked, beside the budget, one row per component. */
export function BudgetPlot({ data }: { data: BudgetChartRow[] }) {
  return (
    <BarRowsChart
      rows={data}
      bars={budgetBars}
      label="Money against budget, by component"
      height={budgetPlotHeight(data.length)}
      nameWidth={110}
    />
  );
}

/** Committed money per stage of work, one row per status group. */
export function StatusPlot({ data }: { data: { label: string; committed: number }[] }) {
  return (
    <BarRowsChart
      rows={data.map((group) => ({ name: group.label, committed: group.committed }))}
      bars={statusBars}
      label="Committed money, by status"
      height={statusPlotHeight(data.length)}
      nameWidth={90}
    />
  );
}
