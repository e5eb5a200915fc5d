import { expensesContract } from '@hrt/shared/contracts/expenses';
import { callEndpoint } from '@/lib/call-endpoint';

/** The CSV comes through the API client (bearer token, refresh) and is saved as a Blob. */
export async function downloadExpensesCsv(componentId?: string) {
  const blob = await callEndpoint(expensesContract.exportCsv, {
    query: componentId ? { component_id: componentId } : {},
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = componentId ? `expenses-${componentId}.csv` : 'expenses.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
