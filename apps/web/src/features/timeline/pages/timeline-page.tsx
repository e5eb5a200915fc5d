import { UpcomingScreen } from '@/components/ui/upcoming-screen';

export function TimelinePage() {
  return (
    <UpcomingScreen
      title="The Journey"
      description="The photo journal of the renovation is being built."
    />
  );
}
