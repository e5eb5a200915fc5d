import { formatCurrency } from '@hrt/shared/format';

/**
 * Horizontal bars drawn with plain elements (issue 30): the money screens' two charts need
 * nothing a charting library adds, and Recharts cost a 110 kB chunk and about a second of a
 * phone's main thread before the first rows could answer a tap. Widths are percentages of
 * the largest value, so nothing is measured and nothing moves once drawn.
 */

export interface BarSeries {
  key: string;
  name: string;
  colour: string;
}

export interface BarRow {
  label: string;
  /** Each bar of the row: the series keys stacked in it (one key, a plain bar). */
  values: Record<string, number>;
}

interface HorizontalBarsProps {
  rows: BarRow[];
  series: BarSeries[];
  /** The bars of a row, each a list of the series keys stacked in it. */
  bars: string[][];
  /** The width of the names' column, in pixels. */
  labelWidth: number;
}

// Made when a chart first draws, not when the page's code loads (see @hrt/shared/format).
let compactPounds: Intl.NumberFormat | undefined;
const compact = (pounds: number) => {
  compactPounds ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return compactPounds.format(pounds);
};

/** Four or five round steps from 0 to at least `max` (1, 2, 2.5 or 5 times a power of ten). */
export function axisTicks(max: number): number[] {
  if (!(max > 0)) return [0];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) ticks.push(value);
  return ticks;
}

/** Every row is this tall (px), with ROW_GAP between: the skeleton keeps the same place. */
const ROW_HEIGHT = 36;
const ROW_GAP = 4;

/** The height of `rows` rows of bars with their axis and legend (a legend of two lines). */
export function barsHeight(rows: number): number {
  const bars = rows * ROW_HEIGHT + Math.max(0, rows - 1) * ROW_GAP;
  return bars + 12 + 16 + 12 + 36;
}

const sum = (row: BarRow, keys: string[]) =>
  keys.reduce((total, key) => total + Math.max(0, row.values[key] ?? 0), 0);

export function HorizontalBars({ rows, series, bars, labelWidth }: HorizontalBarsProps) {
  const largest = Math.max(0, ...rows.flatMap((row) => bars.map((keys) => sum(row, keys))));
  const ticks = axisTicks(largest);
  const top = ticks.at(-1) || 1;
  const percent = (value: number) => `${(Math.max(0, value) / top) * 100}%`;
  const columns = { gridTemplateColumns: `${labelWidth}px 1fr` };

  return (
    <div className="grid gap-3 text-xs">
      <ul className="grid" style={{ gap: ROW_GAP }}>
        {rows.map((row) => (
          <li
            key={row.label}
            className="group relative grid items-center gap-2 rounded-md outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            style={{ ...columns, height: ROW_HEIGHT }}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a row's figures show on focus, as they do on hover or a tap.
            tabIndex={0}
          >
            <span className="truncate text-right text-muted-foreground" title={row.label}>
              {row.label}
            </span>
            <div className="relative grid gap-0.5" aria-hidden="true">
              {ticks.slice(1).map((tick) => (
                <span
                  key={tick}
                  className="absolute inset-y-0 w-px bg-border"
                  style={{ left: percent(tick) }}
                />
              ))}
              {bars.map((keys) => (
                <div key={keys.join()} className="relative flex h-3">
                  {keys.map((key) => {
                    const value = row.values[key] ?? 0;
                    const colour = series.find((s) => s.key === key)?.colour;
                    return value > 0 ? (
                      <span key={key} style={{ width: percent(value), background: colour }} />
                    ) : null;
                  })}
                </div>
              ))}
            </div>
            <RowFigures row={row} series={series} />
          </li>
        ))}
      </ul>
      <div className="grid gap-2" style={columns} aria-hidden="true">
        <span />
        <div className="relative h-4 text-muted-foreground tabular">
          {ticks.map((tick, index) => (
            <span
              key={tick}
              className="absolute whitespace-nowrap"
              style={{
                left: percent(tick),
                transform: index === 0 ? undefined : 'translateX(-50%)',
              }}
            >
              {compact(tick)}
            </span>
          ))}
        </div>
      </div>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1" aria-label="Legend">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm" style={{ background: s.colour }} aria-hidden />
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A row's figures: always read with the row by a screen reader, shown on hover or focus. */
function RowFigures({ row, series }: { row: BarRow; series: BarSeries[] }) {
  const figures = series.map((s) => ({ ...s, text: formatCurrency(row.values[s.key] ?? 0) }));
  return (
    <>
      <span className="sr-only">{figures.map((f) => `${f.name} ${f.text}`).join(', ')}</span>
      <div
        className="pointer-events-none absolute top-full left-1/3 z-10 hidden min-w-48 rounded-lg border bg-card p-2 text-foreground shadow-md group-hover:block group-focus:block"
        aria-hidden="true"
      >
        <p className="font-semibold">{row.label}</p>
        <ul>
          {figures.map((f) => (
            <li key={f.key} className="flex justify-between gap-3 tabular">
              <span>{f.name}</span>
              <span>{f.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
