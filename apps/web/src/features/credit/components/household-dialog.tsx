import { MAX_HOUSEHOLD_MEMBERS, updateHouseholdSchema } from '@hrt/shared/schemas/settings';
import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import type { FormProblem } from '@/lib/form-problem';
import { useUpdateHousehold } from '../api/update-household';

/**
 * The owner names the household's members: with 'Joint' they are the owner options of an
 * account (docs/domain.md#household-members). A renamed member keeps their accounts.
 */
export function HouseholdDialog({
  open,
  onOpenChange,
  members,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: string[];
}) {
  const saveHousehold = useUpdateHousehold();
  const [names, setNames] = useState<string[]>(members);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  useEffect(() => {
    if (!open) return;
    setNames(members);
    setProblem(null);
  }, [open, members]);

  async function save() {
    const parsed = updateHouseholdSchema.safeParse({ members: names });
    if (!parsed.success) {
      setProblem({
        title: 'Check the names',
        message: parsed.error.issues[0]?.message ?? 'Check the names.',
      });
      return;
    }
    try {
      await saveHousehold.mutateAsync(parsed.data);
      toast.success('Household saved.');
      onOpenChange(false);
    } catch (error) {
      setProblem({
        title: 'Household not saved',
        message: errorMessage(error, 'The household could not be saved. Please try again.'),
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Household"
          description="The people who own accounts. 'Joint' is always an option as well."
        />
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {problem && (
            <Alert kind="error" title={problem.title} onDismiss={() => setProblem(null)}>
              {problem.message}
            </Alert>
          )}
          {names.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions; a rename keeps its place.
            <div key={index} className="flex items-center gap-2">
              <Input
                aria-label={`Member ${index + 1}`}
                value={name}
                onChange={(event) =>
                  setNames((current) =>
                    current.map((item, at) => (at === index ? event.target.value : item)),
                  )
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove member ${index + 1}`}
                disabled={names.length === 1}
                onClick={() => setNames((current) => current.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={names.length >= MAX_HOUSEHOLD_MEMBERS}
            onClick={() => setNames((current) => [...current, ''])}
          >
            <Plus aria-hidden="true" />
            Add member
          </Button>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saveHousehold.isPending}>
              {saveHousehold.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
