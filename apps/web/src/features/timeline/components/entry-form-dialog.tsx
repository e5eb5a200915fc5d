import { zodResolver } from '@hookform/resolvers/zod';
import {
  createTimelineEntryFieldsSchema,
  type PublicTimelineEntry,
  type TimelineEntryFields,
  todayIsoDate,
} from '@hrt/shared/schemas/timeline';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field, InputField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useCreateEntry } from '../api/create-entry';
import { useUpdateEntry } from '../api/update-entry';
import { PhotoPicker } from './photo-picker';

interface EntryFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; without one the dialog adds a new entry. */
  entry?: PublicTimelineEntry | null;
}

const blank = (): TimelineEntryFields => ({ title: '', description: '', date: todayIsoDate() });

/**
 * Add or edit a journal entry: title and description are required after trimming, the date
 * cannot be later than today, photos only when adding. The shared
 * schema checks the same rules as the server.
 */
export function EntryFormDialog({ open, onOpenChange, entry }: EntryFormDialogProps) {
  const createEntry = useCreateEntry();
  const updateEntry = useUpdateEntry();
  const [photos, setPhotos] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TimelineEntryFields>({
    resolver: zodResolver(createTimelineEntryFieldsSchema),
    defaultValues: blank(),
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(
      entry ? { title: entry.title, description: entry.description, date: entry.date } : blank(),
    );
    setPhotos([]);
    setFailure(null);
  }, [open, entry, form]);

  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      if (entry) await updateEntry.mutateAsync({ id: entry.id, fields });
      else await createEntry.mutateAsync({ fields, photos });
      toast.success(entry ? 'Entry updated.' : 'Entry added to the timeline.');
      onOpenChange(false);
    } catch (error) {
      console.error('Timeline: failed to save the entry', error);
      setFailure(errorMessage(error, 'The entry could not be saved. Please try again.'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={entry ? 'Edit Entry' : 'Add Entry'} />
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {failure && <Alert kind="error">{failure}</Alert>}
          <InputField label="Title" error={errors.title?.message} {...form.register('title')} />
          <Field label="Description" error={errors.description?.message}>
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                rows={4}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register('description')}
              />
            )}
          </Field>
          <InputField
            label="Date"
            error={errors.date?.message}
            type="date"
            max={todayIsoDate()}
            {...form.register('date', {
              validate: (value) =>
                value <= todayIsoDate() || 'The date cannot be later than today.',
            })}
          />
          {!entry && <PhotoPicker photos={photos} onChange={setPhotos} />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : entry ? 'Save Changes' : 'Add Entry'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
