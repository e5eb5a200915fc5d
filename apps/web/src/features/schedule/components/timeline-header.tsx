import { dayWidth, headerCells, headerScale } from '@hrt/shared/domain/schedule';
import { cn } from '@/lib/cn';
import { useGantt } from './gantt-context';
import { HEADER_PX, NAME_COLUMN_PX } from './layout';

/**
 * The date header: months, weeks or days by zoom, only for the days in view.
 * At high zoom a tick marks the middle of each day.
 */
export function TimelineHeader() {
  const { windowStart, zoom, today, range, timelineWidth } = useGantt();
  const scale = headerScale(zoom);
  const dw = dayWidth(zoom);
  const cells = headerCells(windowStart, scale.unit, range.from, range.to, today);
  const unitLabel = { month: 'Months', week: 'Weeks starting', day: 'Days' }[scale.unit];
  return (
    <div
      className="sticky top-0 z-20 flex border-b bg-card"
      style={{ width: NAME_COLUMN_PX + timelineWidth, height: HEADER_PX }}
      data-header-unit={scale.unit}
    >
      <div
        data-name-column
        className="sticky left-0 z-30 flex shrink-0 items-end border-r bg-card px-3 pb-2 text-xs font-semibold text-muted-foreground uppercase"
        style={{ width: NAME_COLUMN_PX }}
      >
        Task
      </div>
      <div className="relative h-full flex-1" role="presentation">
        <span className="sr-only">{unitLabel}</span>
        {cells.map((cell) => (
          <div
            key={cell.offset}
            data-header-cell={cell.label}
            className={cn(
              'absolute top-0 flex h-full flex-col justify-end overflow-hidden border-l px-0.5 pb-1.5 text-[11px] tracking-tight whitespace-nowrap tabular',
              cell.current ? 'font-semibold text-primary' : 'text-muted-foreground',
            )}
            style={{ left: cell.offset * dw, width: cell.days * dw }}
            title={cell.current ? 'Today' : undefined}
          >
            {scale.unit === 'day' && scale.tickDays < 1 && (
              <span
                aria-hidden="true"
                className="absolute bottom-0 h-2 border-l"
                style={{ left: dw * scale.tickDays }}
              />
            )}
            {/* 'Today' needs about 48 px; a narrower day keeps its date, marked by colour. */}
            {cell.current && scale.unit === 'day' && dw >= 48 ? 'Today' : cell.label}
          </div>
        ))}
      </div>
    </div>
  );
}
