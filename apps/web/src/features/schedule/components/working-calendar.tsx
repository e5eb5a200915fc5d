import {
  type HolidayRegion,
  holidayRegions,
  MONDAY_TO_FRIDAY,
  workingWeekOptions,
} from '@hrt/shared/schemas/calendar';
import { CalendarCog } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Failure } from '@/components/failure-alert';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useUpdateWorkingCalendar, useWorkingCalendar } from '../api/working-calendar';

type WeekId = (typeof workingWeekOptions)[number]['id'];

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((day, at) => day === b[at]);

/** The name of a set of working days: one of the offered weeks, or the days listed. */
function weekName(days: readonly number[]): string {
  return (
    workingWeekOptions.find((option) => sameDays(option.days, days))?.name ??
    `${days.length} days a week`
  );
}

const selectClasses =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * The schedule's line about its calendar ('Working days: Monday to Friday · England and Wales
 * holidays') and, for the owner and the project manager, the button that changes it.
 */
export function WorkingCalendarSummary({ canChange }: { canChange: boolean }) {
  const calendar = useWorkingCalendar();
  const [open, setOpen] = useState(false);
  // Its place is kept while it loads, so the toolbar and the tasks below do not move down.
  if (calendar.isPending) return <div aria-hidden="true" className={canChange ? 'h-8' : 'h-4'} />;
  if (!calendar.data) return null;
  const region = holidayRegions.find((option) => option.id === calendar.data.holidays);
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <span>
        Working days: {weekName(calendar.data.working_days)} ·{' '}
        {calendar.data.holidays === 'none' ? 'no public holidays' : `${region?.name} holidays`}
      </span>
      {canChange && (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <CalendarCog aria-hidden="true" />
          Working calendar
        </Button>
      )}
      <WorkingCalendarDialog
        open={open}
        onOpenChange={setOpen}
        workingDays={calendar.data.working_days}
        holidays={calendar.data.holidays}
      />
    </div>
  );
}

function WorkingCalendarDialog({
  open,
  onOpenChange,
  workingDays,
  holidays,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workingDays: number[];
  holidays: HolidayRegion;
}) {
  const save = useUpdateWorkingCalendar();
  const initialWeek = (): WeekId =>
    workingWeekOptions.find((option) => sameDays(option.days, workingDays))?.id ??
    'monday-to-friday';
  const [week, setWeek] = useState<WeekId>(initialWeek);
  const [region, setRegion] = useState<HolidayRegion>(holidays);
  const [failure, setFailure] = useState<Failure | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset to the saved values on opening only.
  useEffect(() => {
    if (!open) return;
    setWeek(initialWeek());
    setRegion(holidays);
    setFailure(null);
  }, [open]);

  async function submit() {
    const days = workingWeekOptions.find((option) => option.id === week)?.days ?? MONDAY_TO_FRIDAY;
    try {
      await save.mutateAsync({ working_days: [...days], holidays: region });
      toast.success('Working calendar saved.');
      onOpenChange(false);
    } catch (error) {
      setFailure({
        message: 'The working calendar could not be saved. Please try again.',
        ...(errorMessage(error, '') ? { detail: errorMessage(error, '') } : {}),
      });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Working calendar"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      submitting={save.isPending}
      submitLabel="Save"
    >
      <p className="text-sm text-muted-foreground">
        Moves carry dependent tasks by working days, and the planner schedules on them. Days off are
        shaded on the chart.
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Working days</legend>
        {workingWeekOptions.map((option) => (
          <label key={option.id} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="working-week"
              className="size-4 accent-[var(--primary)]"
              checked={week === option.id}
              onChange={() => setWeek(option.id)}
            />
            {option.name}
          </label>
        ))}
      </fieldset>
      <Field label="Public holidays">
        {({ id }) => (
          <select
            id={id}
            className={selectClasses}
            value={region}
            onChange={(event) => setRegion(event.target.value as HolidayRegion)}
          >
            {holidayRegions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </FormDialog>
  );
}
