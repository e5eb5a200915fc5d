import { Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatWhen } from '@/components/history/history-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ConflictRow } from '@/lib/edit-conflict';

interface ConflictPanelProps {
  /** 'expense', 'room': how the heading names the item. */
  thing: string;
  rows: ConflictRow[];
  lastChange: { by: string; at: string } | null;
  busy: boolean;
  onApplyMine: () => void;
  onUseTheirs: () => void;
}

/**
 * Shown in place of the form's buttons after a save was refused because someone else saved
 * first: each field either side changed, the person's value beside the value stored now, and
 * the two ways on. Focus moves to its heading so a keyboard or screen reader user meets it.
 */
export function ConflictPanel({
  thing,
  rows,
  lastChange,
  busy,
  onApplyMine,
  onUseTheirs,
}: ConflictPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="edit-conflict-title"
      className="grid gap-3 rounded-lg border border-warning/50 bg-warning-soft/40 p-3 text-sm"
    >
      <div className="flex items-start gap-2">
        <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <div className="grid gap-0.5">
          <h3 id="edit-conflict-title" ref={heading} tabIndex={-1} className="font-semibold">
            Someone else changed this {thing}
          </h3>
          <p role="status" className="text-muted-foreground">
            {lastChange
              ? `Saved by ${lastChange.by} on ${formatWhen(lastChange.at)}, after you opened it.`
              : 'It was saved again after you opened it.'}{' '}
            Your changes are kept below.
          </p>
        </div>
      </div>
      <ul className="grid gap-2" aria-label="Changed fields">
        {rows.map((row) => (
          <ConflictFieldRow key={row.key} row={row} />
        ))}
      </ul>
      <p className="text-muted-foreground">
        Applying your changes on top keeps their values in the fields you did not change.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={onUseTheirs}>
          Use theirs
        </Button>
        <Button disabled={busy} onClick={onApplyMine}>
          {busy ? 'Saving...' : 'Apply my changes on top'}
        </Button>
      </div>
    </section>
  );
}

function ConflictFieldRow({ row }: { row: ConflictRow }) {
  const both = row.changedByMe && row.changedByThem;
  return (
    <li className="grid gap-1 rounded-md border bg-card p-2">
      <div className="flex flex-wrap items-center justify-between gap-1">
        <span className="font-medium">{row.label}</span>
        {both ? (
          <Badge variant="warning">Both changed</Badge>
        ) : (
          <Badge variant="neutral">{row.changedByMe ? 'Changed by you' : 'Changed by them'}</Badge>
        )}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        <dt className="text-muted-foreground">Yours</dt>
        <dd className="break-words" data-kept={row.changedByMe || undefined}>
          {row.mine}
        </dd>
        <dt className="text-muted-foreground">Now</dt>
        <dd className="break-words" data-kept={!row.changedByMe || undefined}>
          {row.current}
        </dd>
      </dl>
    </li>
  );
}
