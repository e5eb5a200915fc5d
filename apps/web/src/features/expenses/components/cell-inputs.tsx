import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Table cells are uncontrolled: the row's key changes when the saved version changes, so a
 * reload refreshes them, and typing never fights a re-render of ten thousand rows.
 */
const cellClasses =
  'h-9 w-full rounded-md border border-input bg-card px-2 text-sm shadow-xs focus-visible:border-ring aria-invalid:border-destructive';

export function TextCell({
  value,
  onValue,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange'> & {
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <input
      type="text"
      defaultValue={value}
      onChange={(event) => onValue(event.target.value)}
      className={cn(cellClasses, className)}
      {...props}
    />
  );
}

export function NumberCell({
  value,
  onValue,
  className,
  step = '0.01',
  decimals,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange'> & {
  value: number;
  onValue: (value: number) => void;
  /** Money shows two decimals (£25.50, not 25.5). */
  decimals?: number;
}) {
  return (
    <input
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      defaultValue={decimals === undefined ? String(value) : value.toFixed(decimals)}
      onChange={(event) => {
        const text = event.target.value.trim();
        // An empty box means 0; a half-typed value the browser cannot read is NaN, which the
        // contract rejects on save with a clear message instead of silently becoming 0.
        onValue(text === '' ? 0 : event.target.validity.badInput ? Number.NaN : Number(text));
      }}
      className={cn(cellClasses, 'text-right tabular', className)}
      {...props}
    />
  );
}

export function SelectCell({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(cellClasses, 'pr-6', className)} {...props} />;
}
