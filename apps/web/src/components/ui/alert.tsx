import { AlertCircle, CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A warning asks for a look before going on; an error says something failed. */
type AlertKind = 'error' | 'warning' | 'success' | 'info';

/** The alert's title for each kind, the same on every screen. */
const alertTitles: Record<AlertKind, string> = {
  error: 'Something went wrong',
  warning: 'Check before going on',
  success: 'Success',
  info: 'Notice',
};

const styles: Record<AlertKind, string> = {
  error: 'border-destructive/40 bg-destructive-soft text-destructive',
  warning: 'border-warning/40 bg-warning-soft text-warning',
  success: 'border-success/40 bg-success-soft text-success',
  info: 'border-info/40 bg-info-soft text-info',
};
const icons = { error: AlertCircle, warning: TriangleAlert, success: CheckCircle2, info: Info };

interface AlertProps {
  kind: AlertKind;
  children: ReactNode;
  title?: string;
  onDismiss?: () => void;
  action?: ReactNode;
  className?: string;
}

export function Alert({ kind, children, title, onDismiss, action, className }: AlertProps) {
  const Icon = icons[kind];
  return (
    <div
      // A warning, like an error, is announced at once: it matters before the next step.
      role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
      data-kind={kind}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3 text-sm',
        styles[kind],
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid flex-1 gap-0.5">
        <p className="font-semibold">{title ?? alertTitles[kind]}</p>
        <div className="text-foreground/90">{children}</div>
      </div>
      {action}
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded-md p-1 text-sm font-medium underline-offset-2 hover:underline"
        >
          Dismiss
          <X className="sr-only" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
