import { Hammer } from 'lucide-react';
import { EmptyState } from './empty-state';

/** A screen whose feature ships in a later release: its title and an honest sentence. */
export function UpcomingScreen({ title, description }: { title: string; description: string }) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <EmptyState icon={Hammer} title="Coming in a later release" description={description} />
    </div>
  );
}
