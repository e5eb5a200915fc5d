import type { Notification } from '@hrt/shared/schemas/notifications';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '../notification-text';
import { NotificationLink } from './notification-link';

/** An action's changes, listed under its line when opened. */
function ActionEvents({
  item,
  id,
  onNavigate,
}: {
  item: Notification;
  id: string;
  onNavigate: () => void;
}) {
  const more = item.event_count - item.events.length;
  return (
    <ul id={id} className="mt-2 grid gap-1.5 border-l-2 pl-3 text-xs">
      {item.events.map((event) => (
        <li key={event.id} className="break-words">
          <span>{event.text}</span>
          {event.detail && <span className="block text-muted-foreground">{event.detail}</span>}
          {event.link.gone && (
            <span className="block">
              <NotificationLink link={event.link} onNavigate={onNavigate} />
            </span>
          )}
        </li>
      ))}
      {more > 0 && <li className="text-muted-foreground">and {more} more</li>}
    </ul>
  );
}

/** One notification: who did what, what changed, where to see it, and an action's changes. */
export function NotificationItem({
  item,
  onNavigate,
}: {
  item: Notification;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const eventsId = useId();
  return (
    <li className="flex gap-2.5 px-4 py-3 text-sm">
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.unread && 'bg-primary')}
      />
      <div className="min-w-0 flex-1">
        <p className="leading-snug break-words">
          {item.unread && <span className="sr-only">Unread: </span>}
          {item.summary}
        </p>
        {item.detail && (
          <p className="mt-0.5 text-xs break-words text-muted-foreground">{item.detail}</p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <time dateTime={item.timestamp} className="text-muted-foreground">
            {formatRelativeTime(item.timestamp)}
          </time>
          <NotificationLink link={item.link} onNavigate={onNavigate} />
          {item.events.length > 0 && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={eventsId}
              onClick={() => setOpen(!open)}
              className="inline-flex items-center gap-0.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              {open ? 'Hide' : 'Show'} the {item.event_count} changes
              <ChevronDown
                aria-hidden="true"
                className={cn('size-3.5 transition-transform', open && 'rotate-180')}
              />
            </button>
          )}
        </div>
        {open && <ActionEvents item={item} id={eventsId} onNavigate={onNavigate} />}
      </div>
    </li>
  );
}
