import { formatIdeaPrice } from '@hrt/shared/format';
import type { MonitoredItem } from '@hrt/shared/schemas/ideas';

/** A small line of the checked prices: answers "which way is the price going?". */
export function PriceHistoryChart({ item, currency }: { item: MonitoredItem; currency: string }) {
  const points = item.price_history.filter((entry) => entry.price !== null) as {
    price: number;
    checked_at: string;
  }[];
  if (points.length < 2) return null;
  const prices = points.map((point) => point.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  const width = 160;
  const height = 40;
  const path = points
    .map((point, index) => {
      const x = (index / (points.length - 1)) * width;
      const y = height - ((point.price - min) / span) * (height - 4) - 2;
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const label = `Price history: ${points.map((p) => formatIdeaPrice(p.price, currency)).join(', ')}`;
  return (
    <figure className="grid gap-1">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        className="h-10 w-40 text-primary"
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <figcaption className="text-xs text-muted-foreground tabular-nums">
        {formatIdeaPrice(min, currency)} – {formatIdeaPrice(max, currency)} over {points.length}{' '}
        checks
      </figcaption>
    </figure>
  );
}
