import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { type FocusEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NavItemLink } from './nav-item-link';

/**
 * Under the build-components prefix, so that feature's invalidation of ['components'] refreshes
 * this menu too, while the shape cached here (rooms only) stays separate from its own lists.
 */
const roomsMenuKey = ['components', 'nav-rooms-menu'] as const;

interface RoomLink {
  id: string;
  name: string;
}

/** Rooms out of GET /api/components (a list, or a page of items), everything else dropped. */
async function fetchRooms(): Promise<RoomLink[]> {
  // Loaded on first open, so the contract's zod schemas stay out of the first page load.
  const { componentListQuery } = await import('@/lib/shared-queries/build-components');
  const list = await componentListQuery.queryFn!({} as never);
  return list.flatMap((item) => (item.type === 'room' ? [{ id: item.id, name: item.name }] : []));
}

/**
 * 'Rooms' in the top bar; hovering or focusing it lists the rooms.
 * The list is fetched on first open and fails silently: the link itself always works.
 */
export function BuildComponentsNavItem() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const rooms = useQuery({ queryKey: roomsMenuKey, queryFn: fetchRooms, enabled: wanted });

  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const hideOnFocusLeave = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li
      className="relative"
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
      onFocus={show}
      onBlur={hideOnFocusLeave}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <NavItemLink to={paths.rooms.href()} end={false}>
        Rooms
        <ChevronDown className="size-3.5 opacity-60" aria-hidden="true" />
      </NavItemLink>
      {open && (
        // pt-2 bridges the gap under the link so the pointer can travel into the list.
        <div className="absolute top-full left-0 z-50 pt-2">
          <div className="max-h-80 w-64 overflow-y-auto rounded-lg border bg-card p-1 text-card-foreground shadow-md">
            {rooms.isPending ? (
              <p className="px-2.5 py-2 text-sm text-muted-foreground">Loading rooms...</p>
            ) : rooms.data && rooms.data.length > 0 ? (
              <ul aria-label="Rooms">
                {rooms.data.map((room) => (
                  <li key={room.id}>
                    <Link
                      to={paths.component.href('room', room.id)}
                      className="block truncate rounded-md px-2.5 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent"
                      onClick={() => setOpen(false)}
                    >
                      {room.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-2.5 py-2 text-sm text-muted-foreground">No rooms yet</p>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
