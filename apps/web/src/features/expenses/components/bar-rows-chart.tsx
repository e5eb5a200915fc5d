import { formatCurrency } from '@hrt/shared/format';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { axisTicks } from '../lib/axis-ticks';
import { formatCompactPounds } from '../lib/compact-pounds';

// The money screens' bar charts, drawn by the app: rows of plain boxes whose widths are shares
// of the axis, laid out by CSS. Recharts drew these two charts in one task of 1.4-1.9 s on a
// phone as /expenses opened; this draws them in a few milliseconds (decision 053).

/** One series: a field of each row, its name in the legend and the tooltip, and its colour. */
export interface BarSeries<Key extends string> {
  key: Key;
  name: string;
  colour: string;
}

export interface BarRowsChartProps<Key extends string> {
  /** One entry per row: its name down the side and a figure per series. */
  rows: ({ name: string } & Record<Key, number>)[];
  /** The bars of each row, top to bottom; the series of one bar are stacked left to right. */
  bars: BarSeries<Key>[][];
  /** What the chart shows, for a screen reader: the list of rows is named by it. */
  label: string;
  height: number;
  nameWidth: number;
}

/** Room at the right of the plot, so the last tick's label is not cut off. */
const PLOT_RIGHT = 16;

const barTotal = <Key extends string>(row: Record<Key, number>, bar: BarSeries<Key>[]) =>
  bar.reduce((sum, series) => sum + Math.max(0, row[series.key]), 0);

/** Horizontal bars, pounds along the bottom, a legend; a row's figures on hover, focus or tap. */
export function BarRowsChart<Key extends string>(props: BarRowsChartProps<Key>) {
  const { rows, bars, label, height, nameWidth } = props;
  const [active, setActive] = useState<number | null>(null);
  const series = bars.flat();
  const ticks = axisTicks(Math.max(0, ...rows.flatMap((row) => bars.map((b) => barTotal(row, b)))));
  const scaleMax = ticks[ticks.length - 1] ?? 1;
  const share = (value: number) => `${(Math.max(0, value) / scaleMax) * 100}%`;
  const plotPlace = { marginLeft: nameWidth, marginRight: PLOT_RIGHT };
  return (
    <div className="flex flex-col text-xs" style={{ height }}>
      <div className="relative flex min-h-0 flex-1 flex-col">
        <div aria-hidden className="pointer-events-none absolute inset-0" style={plotPlace}>
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute inset-y-0 w-px bg-border"
              style={{ left: share(tick) }}
            />
          ))}
        </div>
        <ul aria-label={label} className="relative flex flex-1 flex-col">
          {rows.map((row, index) => (
            <BarRow
              // biome-ignore lint/suspicious/noArrayIndexKey: by place, as the open tooltip is; two components may share a name.
              key={index}
              row={row}
              bars={bars}
              series={series}
              share={share}
              nameWidth={nameWidth}
              shown={active === index}
              onShow={(shown) => setActive(shown ? index : (now) => (now === index ? null : now))}
            />
          ))}
        </ul>
      </div>
      <div aria-hidden className="relative h-5 shrink-0 border-t" style={plotPlace}>
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute top-1 -translate-x-1/2 text-muted-foreground tabular-nums"
            style={{ left: share(tick) }}
          >
            {formatCompactPounds(tick)}
          </span>
        ))}
      </div>
      <ul aria-hidden className="flex shrink-0 flex-wrap justify-center gap-x-4 gap-y-1 pt-2">
        {series.map((item) => (
          <li key={item.key} className="flex items-center gap-1.5">
            <Swatch colour={item.colour} />
            {item.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface BarRowProps<Key extends string> {
  row: { name: string } & Record<Key, number>;
  bars: BarSeries<Key>[][];
  series: BarSeries<Key>[];
  share: (value: number) => string;
  nameWidth: number;
  shown: boolean;
  onShow: (shown: boolean) => void;
}

/**
 * One row: a button named by its figures, so a screen reader hears them and a keyboard or a
 * finger reaches them; its tooltip shows the same figures to the eye.
 */
function BarRow<Key extends string>({ row, bars, series, share, ...place }: BarRowProps<Key>) {
  const { nameWidth, shown, onShow } = place;
  const figures = series.map((item) => `${item.name} ${formatCurrency(row[item.key])}`);
  const mouse = (shownNow: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onShow(shownNow);
  };
  const hideOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onShow(false);
  };
  return (
    <li className="relative min-h-0 flex-1">
      <button
        type="button"
        aria-label={`${row.name}: ${figures.join(', ')}`}
        className="grid size-full cursor-default items-center rounded-md text-left outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring"
        style={{ gridTemplateColumns: `${nameWidth}px 1fr` }}
        onPointerEnter={mouse(true)}
        onPointerLeave={mouse(false)}
        onFocus={() => onShow(true)}
        onBlur={() => onShow(false)}
        // A tap: iOS gives a tapped button no focus, so the tap itself shows the figures.
        onClick={() => onShow(true)}
        onKeyDown={hideOnEscape}
      >
        <span className="truncate pr-2 text-right text-muted-foreground">{row.name}</span>
        <span className="flex flex-col justify-center gap-0.5" style={{ marginRight: PLOT_RIGHT }}>
          {bars.map((bar) => (
            <span
              key={bar[0]?.key}
              className="flex h-4"
              style={{ width: share(barTotal(row, bar)) }}
            >
              {bar.map((item) => (
                <span
                  key={item.key}
                  style={{
                    flexGrow: Math.max(0, row[item.key]),
                    flexBasis: 0,
                    background: item.colour,
                  }}
                />
              ))}
            </span>
          ))}
        </span>
      </button>
      {shown && <BarTooltip row={row} series={series} left={nameWidth} />}
    </li>
  );
}

/** A row's figures in a box beside its bars, in the text colour on the card's surface. */
function BarTooltip<Key extends string>(props: {
  row: { name: string } & Record<Key, number>;
  series: BarSeries<Key>[];
  left: number;
}) {
  const { row, series, left } = props;
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute top-3/4 z-10 grid gap-1 rounded-lg border bg-card p-2 text-card-foreground shadow-md"
      style={{ left: left + 8 }}
    >
      <span className="font-semibold">{row.name}</span>
      {series.map((item) => (
        <span key={item.key} className="flex items-center gap-1.5 tabular-nums">
          <Swatch colour={item.colour} />
          {item.name}: {formatCurrency(row[item.key])}
        </span>
      ))}
    </div>
  );
}

const Swatch = ({ colour }: { colour: string }) => (
  <span className="inline-block size-2.5 shrink-0 rounded-sm" style={{ background: colour }} />
);
