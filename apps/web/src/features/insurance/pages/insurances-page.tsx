import { UpcomingScreen } from '@/components/ui/upcoming-screen';

export function InsurancesPage() {
  return (
    <UpcomingScreen
      title="Insurance"
      description="Personal and contractor insurance documents with expiry reminders are being built."
    />
  );
}
