import { insuranceContract } from '@hrt/shared/contracts/insurance';
import type { InsuranceFieldsInput } from '@hrt/shared/schemas/insurance';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshInsurances } from './use-refresh-insurances';

/** Multipart: the policy's fields as text, plus its document. */
function insuranceForm(fields: InsuranceFieldsInput, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  form.append(insuranceContract.create.multipart.file, file);
  return form;
}

export function useCreateInsurance() {
  const refresh = useRefreshInsurances();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: InsuranceFieldsInput; file: File }) =>
      callEndpoint(insuranceContract.create, { form: insuranceForm(fields, file) }),
    onSuccess: refresh,
  });
}
