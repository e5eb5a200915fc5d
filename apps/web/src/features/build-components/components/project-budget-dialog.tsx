import {
  type ProjectBudget,
  type ProjectBudgetFormValues,
  projectBudgetFormSchema,
} from '@hrt/shared/schemas/project-budget';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { AmountField } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProjectBudget } from '../api/update-project-budget';

function formOf(saved: ProjectBudget | undefined): ProjectBudgetFormValues {
  return {
    budget: saved?.budget == null ? '' : String(saved.budget),
    kind: saved?.contingency.kind ?? 'percent',
    value: saved?.contingency.value ? String(saved.contingency.value) : '',
  };
}

/**
 * The project's one budget and the contingency kept inside it, as an amount or a percentage.
 * An empty budget clears it: the overview then adds the rooms' budgets.
 */
export function ProjectBudgetDialog({
  open,
  onOpenChange,
  saved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saved: ProjectBudget | undefined;
}) {
  const update = useUpdateProjectBudget();
  const [values, setValues] = useState(() => formOf(saved));
  const [problem, setProblem] = useState<{ field: 'budget' | 'value' | 'server'; text: string }>();
  useEffect(() => {
    if (open) {
      setValues(formOf(saved));
      setProblem(undefined);
    }
  }, [open, saved]);
  const change = (next: Partial<ProjectBudgetFormValues>) => setValues({ ...values, ...next });

  async function submit() {
    const parsed = projectBudgetFormSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'budget' ? 'budget' : 'value';
      setProblem({ field, text: issue?.message ?? 'Check the amounts.' });
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      toast.success('Project budget saved.');
      onOpenChange(false);
    } catch (cause) {
      setProblem({ field: 'server', text: errorMessage(cause, 'Failed to save the budget.') });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Project budget"
          description="The one budget of the whole project, with a contingency kept aside inside it."
        />
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!update.isPending) void submit();
          }}
        >
          <AmountField
            label="Project budget (£)"
            placeholder="No project budget"
            hint="Leave empty to add up the rooms' budgets instead."
            error={problem?.field === 'budget' ? problem.text : undefined}
            value={values.budget}
            onChange={(budget) => change({ budget })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Contingency as">
              {({ id }) => (
                <Select
                  id={id}
                  value={values.kind}
                  onChange={(event) =>
                    change({ kind: event.target.value as ProjectBudgetFormValues['kind'] })
                  }
                >
                  <option value="percent">Percentage (%)</option>
                  <option value="amount">Amount (£)</option>
                </Select>
              )}
            </Field>
            <AmountField
              label={values.kind === 'percent' ? 'Contingency (%)' : 'Contingency (£)'}
              placeholder="0"
              error={problem?.field === 'value' ? problem.text : undefined}
              value={values.value}
              onChange={(value) => change({ value })}
            />
          </div>
          {problem?.field === 'server' && <Alert kind="error">{problem.text}</Alert>}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
