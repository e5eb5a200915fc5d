import { classifyStatus, type StatusTone } from '@hrt/shared/domain/status';
import { formatCurrency } from '@hrt/shared/format';
import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** Okabe-Ito colours: told apart with every common colour-vision deficiency, in both themes. */
export const chartColours = {
  paid: '#009E73',
  dueCommitted: '#E69F00',
  dueSpeculative: '#56B4E9',
  budget: '#8E8E8E',
  status: '#0072B2',
};

export interface BudgetChartRow {
  name: string;
  budget: number;
  paid: number;
  dueCommitted: number;
  dueSpeculative: number;
}

const compactPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const axisTick = { fill: 'var(--color-muted-foreground)', fontSize: 12 };
/** Both charts are horizontal bars: pounds along the bottom, names down the side. */
const poundsAxis = {
  type: 'number',
  tick: axisTick,
  tickFormatter: (value: number) => compactPounds.format(value),
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

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        {/* Right under the page's h1: an h2, so the outline has no gap (axe heading-order). */}
        <CardTitle level={2}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** One question: is each component's money (paid, owed, maybe owed) within its budget? */
export function BudgetChart({ title, rows }: { title: string; rows: BudgetChartRow[] }) {
  const data = rows.map((row) => ({
    ...row,
    // An overpaid row has a negative amount due; it owes nothing, so the bar shows nothing.
    dueCommitted: Math.max(0, row.dueCommitted),
    dueSpeculative: Math.max(0, row.dueSpeculative),
  }));
  const hasMoney = data.some(
    (row) => row.budget || row.paid || row.dueCommitted || row.dueSpeculative,
  );
  return (
    <ChartCard
      title={title}
      description="Paid, still owed (committed) and maybe owed (speculative), against the budget."
    >
      {hasMoney ? (
        <div style={{ height: Math.max(180, data.length * 64 + 90) }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ left: 4, right: 16 }} barGap={2}>
              <CartesianGrid horizontal={false} stroke="var(--color-border)" />
              <XAxis {...poundsAxis} />
              <YAxis {...namesAxis('name', 110)} />
              <Tooltip formatter={money} {...tooltipStyle} />
              <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
              <Bar dataKey="paid" name="Paid" stackId="spend" fill={chartColours.paid} />
              <Bar
                dataKey="dueCommitted"
                name="Due (committed)"
                stackId="spend"
                fill={chartColours.dueCommitted}
              />
              <Bar
                dataKey="dueSpeculative"
                name="Due (speculative)"
                stackId="spend"
                fill={chartColours.dueSpeculative}
              />
              <Bar dataKey="budget" name="Budget" fill={chartColours.budget} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <EmptyState
          icon={BarChart3}
          title="Nothing to chart yet"
          description="Set a budget or add expenses to see how the money stands."
        />
      )}
    </ChartCard>
  );
}

const statusGroups: { tone: StatusTone; label: string }[] = [
  { tone: 'success', label: 'Completed' },
  { tone: 'info', label: 'In progress' },
  { tone: 'warning', label: 'Planned' },
  { tone: 'destructive', label: 'On hold' },
  { tone: 'neutral', label: 'Other' },
];

/** One question: how much committed money sits with components in each stage of work? */
export function SpendByStatusChart({
  components,
}: {
  components: { status: string; committed: number }[];
}) {
  const data = statusGroups
    .map((group) => ({
      label: group.label,
      committed: components
        .filter((component) => classifyStatus(component.status) === group.tone)
        .reduce((sum, component) => sum + component.committed, 0),
    }))
    .filter((group) => group.committed > 0);
  return (
    <ChartCard
      title="Committed spend by status"
      description="Total cost of committed expenses, grouped by each component's status."
    >
      {data.length ? (
        <div style={{ height: Math.max(160, data.length * 48 + 70) }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ left: 4, right: 16 }}>
              <CartesianGrid horizontal={false} stroke="var(--color-border)" />
              <XAxis {...poundsAxis} />
              <YAxis {...namesAxis('label', 90)} />
              <Tooltip formatter={money} {...tooltipStyle} />
              <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
              <Bar dataKey="committed" name="Committed" fill={chartColours.status} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <EmptyState
          icon={BarChart3}
          title="Nothing to chart yet"
          description="Committed expenses will show here by component status."
        />
      )}
    </ChartCard>
  );
}
