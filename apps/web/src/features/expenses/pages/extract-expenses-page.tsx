import { UpcomingScreen } from '@/components/ui/upcoming-screen';

export function ExtractExpensesPage() {
  return (
    <UpcomingScreen
      title="Extract expenses from a document"
      description="Reading expenses from invoices and receipts is being built. Until then, add expenses on the All Expenses screen."
    />
  );
}
