import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useNotificationCount } from '../api/get-notification-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { formatBadgeCount } from '../notification-text';
import { NotificationList } from './notification-list';

/** The bell with its unread badge, opening the notification panel. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const count = useNotificationCount(true);
  const markAllRead = useMarkAllRead();
  const badge = count.isSuccess ? formatBadgeCount(count.data) : null;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
        >
          <Bell aria-hidden="true" />
          {badge && (
            <span
              aria-hidden="true"
              className="absolute top-1 left-[1.375rem] flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-semibold text-white tabular dark:text-background"
            >
              {badge}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-96 w-80 max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-lg outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
            <h2 className="text-sm font-semibold">Notifications</h2>
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2 text-primary"
              disabled={markAllRead.isPending}
              onClick={() => {
                markAllRead.mutate();
                setOpen(false);
              }}
            >
              Mark all read
            </Button>
          </div>
          <NotificationList onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
