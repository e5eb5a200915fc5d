import { zodResolver } from '@hookform/resolvers/zod';
import { setTargetFormSchema } from '@hrt/shared/schemas/ideas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { targetAtOrAboveWarning } from './target-warning';

type FormValues = z.input<typeof setTargetFormSchema>;
type FormOutput = z.output<typeof setTargetFormSchema>;

export function SetTargetDialog({
  open,
  onOpenChange,
  defaultEmail,
  defaultTarget,
  currentPrice,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail: string;
  defaultTarget: number | null;
  /** The price last read (or typed with the idea); null when not known. */
  currentPrice: number | null;
  onSave: (values: FormOutput) => Promise<void>;
}) {
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(setTargetFormSchema),
    values: {
      target_price: defaultTarget === null ? '' : String(defaultTarget),
      email: defaultEmail,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const warning = targetAtOrAboveWarning(form.watch('target_price'), currentPrice);
  const submit = form.handleSubmit(async (values) => {
    await onSave(values);
    onOpenChange(false);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Set Target"
          description="Get an e-mail when the price falls to your target."
        />
        <form noValidate onSubmit={submit} className="grid gap-3">
          <Field
            label="Target price"
            error={errors.target_price?.message}
            hint={
              errors.target_price || !warning ? undefined : <span role="status">{warning}</span>
            }
          >
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="number"
                step="0.01"
                min="0"
                aria-describedby={describedBy}
                {...form.register('target_price')}
              />
            )}
          </Field>
          <Field label="Alert email" error={errors.email?.message}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="text"
                autoComplete="email"
                aria-describedby={describedBy}
                {...form.register('email')}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              Save Target
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
