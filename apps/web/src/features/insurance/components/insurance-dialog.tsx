import { zodResolver } from '@hookform/resolvers/zod';
import type { InsuranceCategory } from '@hrt/shared/policies';
import {
  type InsuranceFields as Fields,
  type Insurance,
  type InsuranceFieldsInput,
  insuranceFieldsSchema,
  insuranceMessages,
} from '@hrt/shared/schemas/insurance';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { HistorySection } from '@/components/history/history-section';
import { refusalDetail } from '@/lib/api-client';
import { useCreateInsurance } from '../api/create-insurance';
import { useUpdateInsurance } from '../api/update-insurance';
import { InsuranceFields } from './insurance-fields';
import { PolicyDocumentField } from './policy-document-field';

const FILE_REQUIRED = 'Choose the policy document to upload.';

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
    contact_id: policy?.contact_id ?? null,
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
  const createInsurance = useCreateInsurance();
  const updateInsurance = useUpdateInsurance();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InsuranceFieldsInput, unknown, Fields>({
    resolver: zodResolver(insuranceFieldsSchema),
    defaultValues: initialValues(policy, category),
  });

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

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={policy ? 'Edit Insurance Document' : 'Add Insurance Document'}
      onSubmit={submit}
      failure={failure === null ? null : { message: insuranceMessages.save, detail: failure }}
      onDismissFailure={() => setFailure(null)}
      submitting={form.formState.isSubmitting}
      submitLabel={policy ? 'Save Changes' : 'Add Document'}
      after={
        policy && (
          <HistorySection
            resourceType="insurance"
            resourceId={policy.id}
            className="border-t pt-3"
          />
        )
      }
    >
      <InsuranceFields form={form} />
      <PolicyDocumentField
        policy={policy}
        error={fileError}
        onChoose={(chosen) => {
          setFile(chosen);
          setFileError(null);
        }}
      />
    </FormDialog>
  );
}
