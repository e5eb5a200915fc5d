import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useComponents } from '@/lib/shared-queries/build-components';

/**
 * A component page's line of belonging, with links: a design item or service names its room;
 * a room names its design items and services and says that their expenses are in its figures
 * (its table lists its own).
 */
export function BelongingLinks({ component }: { component: BuildComponent }) {
  const all = useComponents().data ?? [];
  const link = (target: BuildComponent) => (
    <Link
      to={paths.component.href(target.type, target.id)}
      className="font-medium text-primary hover:underline"
    >
      {target.name}
    </Link>
  );
  const room = component.parent_id && all.find((c) => c.id === component.parent_id);
  if (room) return <p className="text-sm text-muted-foreground">In {link(room)}</p>;
  const children = all.filter((c) => c.parent_id === component.id);
  if (component.type !== 'room' || !children.length) return null;
  return (
    <p className="text-sm text-muted-foreground">
      With{' '}
      {children.map((child, index) => (
        <Fragment key={child.id}>
          {index > 0 && ', '}
          {link(child)}
        </Fragment>
      ))}
      : their expenses count in these figures.
    </p>
  );
}
