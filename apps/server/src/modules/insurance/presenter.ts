import type { InsuranceCategory } from '@hrt/shared/policies';
import type { Insurance } from '@hrt/shared/schemas/insurance';
import type { InsuranceWithFile } from './policy-files.ts';

export function toInsurance({ policy, file }: InsuranceWithFile): Insurance {
  return {
    id: policy.id,
    insurance_type: policy.insuranceType,
    provider: policy.provider,
    policy_number: policy.policyNumber,
    start_date: policy.startDate,
    end_date: policy.endDate,
    coverage_amount: policy.coverageAmount,
    description: policy.description,
    contractor_name: policy.contractorName,
    contact_id: policy.contactId,
    insurance_category: policy.category as InsuranceCategory,
    file: { file_name: file.originalName, content_type: file.contentType },
    created_at: policy.createdAt.toISOString(),
    updated_at: policy.updatedAt.toISOString(),
    created_by: policy.createdBy,
  };
}
