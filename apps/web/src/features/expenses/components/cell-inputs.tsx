import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Table cells are uncontrolled: the row's key changes when the saved version changes (or an
 * edit is cancelled), so the boxes are drawn afresh, and typing never fights a re-render of ten
 * thousand rows.
 *
 * A row is read-only until a person starts editing it (decision 032): its boxes are drawn
 * without a border and marked read-only (`reading`), and the row's own key handling opens
 * them on a click, Enter, F2 or typing.
 */
const cellClasses =
  'h-9 w-full rounded-md border border-input bg-card px-2 text-sm shadow-xs focus-visible:border-ring aria-invalid:border-destructive data-reading:border-transparent data-reading:bg-transparent data-reading:shadow-none';

/** What every box of an editable row carries. */
export interface CellControl {
  /** The row is not being edited: the box shows its value and takes no typing. */
  reading: boolean;
  /** The field it edits: the row finds the box by it (data-field). */
  field: string;
  /** The problem found by the last 'Save Changes', shown under the box. */
  error?: string | undefined;
  /** A unique id for that message. */
  errorId: string;
}

function controlProps({ reading, field, error, errorId }: CellControl) {
  return {
    'data-field': field,
    'data-reading': reading || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
}

/**
 * The box, and under it the message when the last save found a problem there. The box keeps
 * its place among the children either way, so the message coming or going never redraws it
 * (the focus and the typing stay in it).
 */
function WithError({ control, children }: { control: CellControl; children: ReactNode }) {
  return (
    <>
      {children}
      {control.error && (
        <p
          id={control.errorId}
          className="mt-0.5 truncate text-left text-xs leading-tight text-destructive"
          title={control.error}
        >
          {control.error}
        </p>
      )}
    </>
  );
}

export function TextCell({
  value,
  onValue,
  control,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'readOnly'> & {
  value: string;
  onValue: (value: string) => void;
  control: CellControl;
}) {
  return (
    <WithError control={control}>
      <input
        type="text"
        defaultValue={value}
        readOnly={control.reading}
        onChange={(event) => onValue(event.target.value)}
        className={cn(cellClasses, control.error && 'h-7', className)}
        {...controlProps(control)}
        {...props}
      />
    </WithError>
  );
}

/**
 * An amount typed as text ('£1,299.50', '20%' in a discount cell): `parse` reads it as the
 * number stored. When the box is left or Enter pressed it shows the stored figure, so '20%'
 * becomes the pounds it stands for.
 */
export function AmountCell({
  value,
  onValue,
  parse,
  control,
  decimals,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'readOnly'> & {
  value: number;
  onValue: (value: number) => void;
  parse: (text: string) => number;
  control: CellControl;
  /** Money shows two decimals (£25.50, not 25.5). */
  decimals?: number;
}) {
  const shown = (figure: number) =>
    decimals === undefined ? String(figure) : figure.toFixed(decimals);
  const settle = (input: HTMLInputElement) => {
    const figure = parse(input.value);
    // A figure the contract will refuse stays as typed, so the person sees what is wrong.
    if (Number.isFinite(figure) && input.value !== shown(figure)) input.value = shown(figure);
  };
  return (
    <WithError control={control}>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={shown(value)}
        readOnly={control.reading}
        // An unreadable figure is NaN, which the contract refuses on save with a clear message
        // instead of silently becoming 0.
        onChange={(event) => onValue(parse(event.target.value))}
        onBlur={(event) => settle(event.target)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle(event.currentTarget);
        }}
        className={cn(cellClasses, 'text-right tabular', control.error && 'h-7', className)}
        {...controlProps(control)}
        {...props}
      />
    </WithError>
  );
}

export function SelectCell({
  control,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'aria-readonly'> & { control: CellControl }) {
  return (
    <select
      aria-readonly={control.reading || undefined}
      className={cn(cellClasses, 'pr-6 data-reading:appearance-none', className)}
      {...controlProps(control)}
      {...props}
    />
  );
}

export function CheckboxCell({
  control,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'aria-readonly'> & { control: CellControl }) {
  const { 'aria-describedby': _, 'aria-invalid': __, ...marks } = controlProps(control);
  return (
    <input
      type="checkbox"
      aria-readonly={control.reading || undefined}
      className="size-5 accent-[var(--primary)]"
      {...marks}
      {...props}
    />
  );
}
