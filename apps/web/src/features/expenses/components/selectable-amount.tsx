import { formatCurrency } from '@hrt/shared/format';
import { cn } from '@/lib/cn';

/** A figure that toggles into the 'Selected Total' when clicked. */
export function SelectableAmount({
  label,
  value,
  selected,
  onToggle,
}: {
  label: string;
  value: number;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      // The figure comes first so the name contains what is seen (WCAG 2.5.3).
      aria-label={`${formatCurrency(value)}, ${label}`}
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'rounded-md px-2 py-1 font-medium tabular hover:bg-accent',
        selected && 'bg-primary text-primary-foreground hover:bg-primary/90',
        value < 0 && !selected && 'text-destructive',
      )}
    >
      {formatCurrency(value)}
    </button>
  );
}
