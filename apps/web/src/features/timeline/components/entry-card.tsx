import { formatDate, formatShortDate } from '@hrt/shared/format';
import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';
import { ImagePlus, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

interface EntryCardProps {
  entry: PublicTimelineEntry;
  canEdit: boolean;
  onOpenPhoto: (index: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  onAddPhotos: () => void;
  onDeletePhoto: (photoId: string) => void;
}

/** One entry on the vertical timeline: date badge, title, description and photos. */
export function EntryCard({
  entry,
  canEdit,
  onOpenPhoto,
  onEdit,
  onDelete,
  onAddPhotos,
  onDeletePhoto,
}: EntryCardProps) {
  return (
    <li className="relative pl-10 sm:pl-14">
      <span
        aria-hidden="true"
        className="absolute top-5 left-[11px] size-3 rounded-full border-2 border-background bg-primary ring-2 ring-primary/30 sm:left-[19px]"
      />
      <article
        className="rounded-xl border bg-card p-4 shadow-sm sm:p-5"
        aria-labelledby={`entry-${entry.id}`}
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <time
              dateTime={entry.date}
              title={formatDate(entry.date)}
              className="w-fit rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary tabular"
            >
              {formatShortDate(entry.date)}
            </time>
            <h2 id={`entry-${entry.id}`} className="text-lg font-semibold break-words">
              {entry.title}
            </h2>
          </div>
          {canEdit && (
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Add photos to ${entry.title}`}
                onClick={onAddPhotos}
              >
                <ImagePlus />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${entry.title}`}
                onClick={onEdit}
              >
                <Pencil />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${entry.title}`}
                onClick={onDelete}
              >
                <Trash2 />
              </Button>
            </div>
          )}
        </header>
        <p className="mt-2 whitespace-pre-line text-sm text-muted-foreground">
          {entry.description}
        </p>
        {entry.photos.length > 0 && (
          <ul
            className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4"
            aria-label={`Photos of ${entry.title}`}
          >
            {entry.photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                src={photo.thumbnail_url}
                label={`Open photo ${index + 1} of ${entry.photos.length}`}
                onOpen={() => onOpenPhoto(index)}
                onDelete={canEdit ? () => onDeletePhoto(photo.id) : undefined}
              />
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function PhotoTile({
  src,
  label,
  onOpen,
  onDelete,
}: {
  src: string;
  label: string;
  onOpen: () => void;
  onDelete?: (() => void) | undefined;
}) {
  const [broken, setBroken] = useState(false);
  // A photo that fails to load is hidden.
  if (broken) return null;
  return (
    <li className="group relative">
      <button
        type="button"
        onClick={onOpen}
        aria-label={label}
        className="block aspect-square w-full overflow-hidden rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="size-full object-cover transition-transform group-hover:scale-[1.02]"
        />
      </button>
      {onDelete && (
        <Button
          size="icon"
          variant="secondary"
          className="absolute top-1 right-1 size-8 rounded-full opacity-90"
          aria-label={`Delete ${label.replace('Open ', '')}`}
          onClick={onDelete}
        >
          <X />
        </Button>
      )}
    </li>
  );
}
