import { classifyStatus, formatStatus } from '@hrt/shared/domain/status';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import { Hammer } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { WorkSection } from './work-section';

/** The components the trade works on: name, room and status, never a budget. */
export function WorkComponents({ components }: { components: ContactWork['components'] }) {
  return (
    <WorkSection title="Your jobs" description="The services and rooms you work on.">
      {components.length === 0 ? (
        <EmptyState quiet icon={Hammer} title="No jobs yet" />
      ) : (
        <ul aria-label="Your jobs" className="grid divide-y">
          {components.map((component) => (
            <li
              key={component.id}
              className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere]">{component.name}</p>
                <p className="text-xs text-muted-foreground">{component.room_name ?? 'No room'}</p>
              </div>
              <Badge variant={classifyStatus(component.status)}>
                {formatStatus(component.status)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </WorkSection>
  );
}
