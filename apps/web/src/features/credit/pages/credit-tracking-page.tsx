import { UpcomingScreen } from '@/components/ui/upcoming-screen';

export function CreditTrackingPage() {
  return (
    <UpcomingScreen
      title="Credit Tracking"
      description="Credit cards, loans and cash accounts with utilisation are being built."
    />
  );
}
