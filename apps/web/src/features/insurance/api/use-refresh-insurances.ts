import { useQueryClient } from '@tanstack/react-query';
import { insuranceKeys } from './insurance-keys';

export function useRefreshInsurances() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: insuranceKeys.all });
}
