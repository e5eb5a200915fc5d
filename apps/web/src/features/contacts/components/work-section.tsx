import { lastDayOf } from '@hrt/shared/domain/schedule';
import { formatDate } from '@hrt/shared/format';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { SectionCard } from './section-card';

/** A task's days as people say them: its first and last (the API's end is the day after). */
function taskDays(task: ContactWork['tasks'][number]): string {
  const last = lastDayOf(task);
  return last === task.startAt
    ? formatDate(task.startAt)
    : `${formatDate(task.startAt)} – ${formatDate(last)}`;
}

/** What the contact works on (with its room and status) and its tasks (days and status). */
export function WorkSection({ work }: { work: Pick<ContactWork, 'components' | 'tasks'> }) {
  return (
    <SectionCard title="Work">
      <h3 className="text-sm font-medium text-muted-foreground">Components</h3>
      {work.components.length === 0 ? (
        <p className="text-sm text-muted-foreground">No components linked to this contact.</p>
      ) : (
        <ul className="divide-y">
          {work.components.map((component) => (
            <li key={component.id} className="flex items-start justify-between gap-3 py-2">
              <span className="min-w-0">
                <Link
                  to={paths.component.href(component.type, component.id)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {component.name}
                </Link>
                {component.room_name && (
                  <span className="block text-xs text-muted-foreground">{component.room_name}</span>
                )}
              </span>
              <Badge variant="neutral" className="shrink-0">
                {component.status}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-2 text-sm font-medium text-muted-foreground">Tasks</h3>
      {work.tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tasks for this contact.</p>
      ) : (
        <ul className="divide-y">
          {work.tasks.map((task) => (
            <li key={task.id} className="flex items-start justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="font-medium">{task.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {taskDays(task)} · {task.group.name}
                </span>
              </span>
              <Badge variant="neutral" className="shrink-0">
                {task.status.name}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
