import { formatCurrency } from '@hrt/shared/format';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompactPounds } from '../lib/compact-pounds';
import {
  type BudgetChartRow,
  budgetPlotHeight,
  chartColours,
  statusPlotHeight,
} from './money-chart-sizes';

// Recharts (DESIGN.md section 3) is the heaviest library of the money screens: this module is
// its only importer and loads on its own, after the cards, their titles and the tiles are on
// screen (decision 045).

const axisTick = { fill: 'var(--color-muted-foreground)', fontSize: 12 };
/** Both charts are horizontal bars: pounds along the bottom, names down the side. */
const poundsAxis = {
  type: 'number',
  tick: axisTick,
  tickFormatter: formatCompactPounds,
  stroke: 'var(--color-border)',
} as const;
const namesAxis = (dataKey: string, width: number) =>
  ({ type: 'category', dataKey, width, tick: axisTick, stroke: 'var(--color-border)' }) as const;
const tooltipStyle = {
  contentStyle: {
    background: 'var(--color-card)',
    border: '1px solid var(--color-border)',
    borderRadius: 8,
    color: 'var(--color-foreground)',
  },
  itemStyle: { color: 'var(--color-foreground)' },
  labelStyle: { color: 'var(--color-foreground)', fontWeight: 600 },
  cursor: { fill: 'var(--color-muted)' },
};
// Legend text in the text colour: series colours on white would fail the contrast rule.
const legendText = (value: unknown) => (
  <span style={{ color: 'var(--color-foreground)' }}>{String(value)}</span>
);
const money = (value: unknown) => formatCurrency(Number(value) || 0);
// Bars drawn at once, not grown: Recharts animates by drawing the whole chart again on every
// frame, a second of script on a phone as the page opens (issue 30, decision 050).
const still = { isAnimationActive: false } as const;

/** Paid, owed and maybe owed stacked, beside the budget, one row per component. */
export function BudgetPlot({ data }: { data: BudgetChartRow[] }) {
  return (
    <div style={{ height: budgetPlotHeight(data.length) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 4, right: 16 }} barGap={2}>
          <CartesianGrid horizontal={false} stroke="var(--color-border)" />
          <XAxis {...poundsAxis} />
          <YAxis {...namesAxis('name', 110)} />
          <Tooltip formatter={money} {...tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          <Bar {...still} dataKey="paid" name="Paid" stackId="spend" fill={chartColours.paid} />
          <Bar
            {...still}
            dataKey="dueCommitted"
            name="Due (committed)"
            stackId="spend"
            fill={chartColours.dueCommitted}
          />
          <Bar
            {...still}
            dataKey="dueSpeculative"
            name="Due (speculative)"
            stackId="spend"
            fill={chartColours.dueSpeculative}
          />
          <Bar {...still} dataKey="budget" name="Budget" fill={chartColours.budget} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Committed money per stage of work, one row per status group. */
export function StatusPlot({ data }: { data: { label: string; committed: number }[] }) {
  return (
    <div style={{ height: statusPlotHeight(data.length) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 4, right: 16 }}>
          <CartesianGrid horizontal={false} stroke="var(--color-border)" />
          <XAxis {...poundsAxis} />
          <YAxis {...namesAxis('label', 90)} />
          <Tooltip formatter={money} {...tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          <Bar {...still} dataKey="committed" name="Committed" fill={chartColours.status} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
