import type { NotificationLink as Link_ } from '@hrt/shared/schemas/notifications';
import { Link } from 'react-router';

/**
 * Where a notification leads: a link to the item (or the trash, for a deleted one), or the words
 * saying it is gone when there is nowhere to go. Nothing when there is nothing to open.
 */
export function NotificationLink({ link, onNavigate }: { link: Link_; onNavigate: () => void }) {
  if (link.href) {
    return (
      <Link
        to={link.href}
        onClick={onNavigate}
        className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
      >
        {link.label}
      </Link>
    );
  }
  return link.gone ? <span className="text-muted-foreground">{link.label}</span> : null;
}
