import { zodResolver } from '@hookform/resolvers/zod';
import { canEditInsuranceCategory, type InsuranceCategory } from '@hrt/shared/policies';
import {
  INSURANCE_FILE_EXTENSIONS,
  type Insurance,
  type InsuranceFields,
  type InsuranceFieldsInput,
  insuranceCategories,
  insuranceCategoryLabels,
  insuranceFieldsSchema,
  insuranceMessages,
} from '@hrt/shared/schemas/insurance';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field, InputField } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { refusalDetail } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session-context';
import { useCreateInsurance } from '../api/create-insurance';
import { useUpdateInsurance } from '../api/update-insurance';

const ACCEPT = INSURANCE_FILE_EXTENSIONS.join(',');
const FILE_REQUIRED = 'Choose the policy document to upload.';

/** "coverage_amount ... parsed as a float (default 0)" (spec part 2, section 5). */
const parseCoverage = (value: unknown) => {
  const parsed = Number.parseFloat(String(value));
  return Number.isNaN(parsed) ? 0 : parsed;
};

function initialValues(
  policy: Insurance | null,
  category: InsuranceCategory,
): InsuranceFieldsInput {
  return {
    insurance_type: policy?.insurance_type ?? '',
    provider: policy?.provider ?? '',
    policy_number: policy?.policy_number ?? '',
    start_date: policy?.start_date ?? '',
    end_date: policy?.end_date ?? '',
    coverage_amount: policy?.coverage_amount ?? 0,
    description: policy?.description ?? '',
    contractor_name: policy?.contractor_name ?? '',
    insurance_category: policy?.insurance_category ?? category,
  };
}

/**
 * Add or edit a policy. Required: type, provider, policy number, and the contractor's name for
 * contractor policies; a file only when adding (it cannot be changed afterwards). The shared
 * schema checks the same rules as the server.
 */
export function InsuranceDialog({
  open,
  onOpenChange,
  policy,
  category,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The policy to edit; without one the dialog adds a new policy. */
  policy: Insurance | null;
  /** The category a new policy starts in (the open tab). */
  category: InsuranceCategory;
}) {
  const session = useSession();
  const createInsurance = useCreateInsurance();
  const updateInsurance = useUpdateInsurance();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InsuranceFieldsInput, unknown, InsuranceFields>({
    resolver: zodResolver(insuranceFieldsSchema),
    defaultValues: initialValues(policy, category),
  });
  const { errors, isSubmitting } = form.formState;
  const chosenCategory = form.watch('insurance_category');
  const editable = insuranceCategories.filter((candidate) =>
    canEditInsuranceCategory(session.role, candidate),
  );

  useEffect(() => {
    if (!open) return;
    form.reset(initialValues(policy, category));
    setFile(null);
    setFileError(null);
    setFailure(null);
  }, [open, policy, category, form]);

  const submit = form.handleSubmit(
    async (fields) => {
      if (!policy && !file) {
        setFileError(FILE_REQUIRED);
        return;
      }
      setFailure(null);
      try {
        if (policy) {
          await updateInsurance.mutateAsync({
            id: policy.id,
            body: { ...fields, updated_at: policy.updated_at },
          });
        } else {
          await createInsurance.mutateAsync({ fields, file: file! });
        }
        toast.success(policy ? 'Insurance document updated.' : 'Insurance document added.');
        onOpenChange(false);
      } catch (error) {
        console.error('Insurance: failed to save', error);
        setFailure(refusalDetail(error));
      }
    },
    () => {
      if (!policy && !file) setFileError(FILE_REQUIRED);
    },
  );

  const text = (name: 'insurance_type' | 'provider' | 'policy_number', label: string) => (
    <InputField label={label} error={errors[name]?.message} required {...form.register(name)} />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={policy ? 'Edit Insurance Document' : 'Add Insurance Document'} />
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {failure !== null && (
            <Alert kind="error" onDismiss={() => setFailure(null)}>
              <p>{insuranceMessages.save}</p>
              {failure && <p className="mt-1 text-xs">{failure}</p>}
            </Alert>
          )}
          <Field label="Category" error={errors.insurance_category?.message}>
            {({ id, describedBy }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                {...form.register('insurance_category')}
              >
                {editable.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {insuranceCategoryLabels[candidate]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {chosenCategory === 'contractor' && (
            <InputField
              label="Contractor name"
              error={errors.contractor_name?.message}
              required
              {...form.register('contractor_name')}
            />
          )}
          {text('insurance_type', 'Insurance type')}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('provider', 'Provider')}
            {text('policy_number', 'Policy number')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Start date"
              error={errors.start_date?.message}
              type="date"
              {...form.register('start_date')}
            />
            <InputField
              label="End date"
              error={errors.end_date?.message}
              type="date"
              {...form.register('end_date')}
            />
          </div>
          <InputField
            label="Coverage amount (£)"
            error={errors.coverage_amount?.message}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            {...form.register('coverage_amount', { setValueAs: parseCoverage })}
          />
          <Field label="Description" error={errors.description?.message}>
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                rows={3}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register('description')}
              />
            )}
          </Field>
          {policy ? (
            <p className="text-sm text-muted-foreground">
              Document: <span className="font-medium text-foreground">{policy.file.file_name}</span>{' '}
              (the file cannot be changed)
            </p>
          ) : (
            <Field
              label="Policy document"
              hint="PDF, JPG, PNG, DOC or DOCX."
              error={fileError ?? undefined}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="file"
                  required
                  accept={ACCEPT}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setFileError(null);
                  }}
                />
              )}
            </Field>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : policy ? 'Save Changes' : 'Add Document'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
