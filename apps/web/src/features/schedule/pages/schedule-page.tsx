import { UpcomingScreen } from '@/components/ui/upcoming-screen';

export function SchedulePage() {
  return (
    <UpcomingScreen
      title="Project Schedule"
      description="The Gantt schedule with dependencies and AI planning is being built."
    />
  );
}
