import type { TimelinePhoto } from '@hrt/shared/schemas/timeline';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type PointerEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** A horizontal swipe at least this long (px) turns the page on touch screens. */
const SWIPE_THRESHOLD_PX = 50;

interface PhotoCarouselProps {
  title: string;
  photos: TimelinePhoto[];
  /** The photo shown first, or null when the carousel is closed. */
  startIndex: number | null;
  onClose: () => void;
}

/**
 * Full-screen photos of one entry: previous and next wrap around, 'n / total' counts, arrow
 * keys turn, Escape closes; a swipe turns on phones.
 */
export function PhotoCarousel({ title, photos, startIndex, onClose }: PhotoCarouselProps) {
  return (
    <DialogPrimitive.Root open={startIndex !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        {startIndex !== null && (
          <CarouselContent title={title} photos={photos} startIndex={startIndex} />
        )}
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function CarouselContent({
  title,
  photos,
  startIndex,
}: {
  title: string;
  photos: TimelinePhoto[];
  startIndex: number;
}) {
  const [index, setIndex] = useState(Math.min(startIndex, photos.length - 1));
  const swipeStart = useRef<number | null>(null);
  const total = photos.length;
  const step = (delta: number) => setIndex((current) => (current + delta + total) % total);
  const photo = photos[index];

  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) step(distance < 0 ? 1 : -1);
  }

  return (
    <DialogPrimitive.Content
      className="fixed inset-0 z-50 flex flex-col text-white outline-none"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        if (event.key === 'ArrowLeft') step(-1);
      }}
    >
      <div className="flex items-center justify-between gap-4 p-3">
        <DialogPrimitive.Title className="truncate text-sm font-medium">
          {title}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">
          Photo {index + 1} of {total}. Use the arrow keys to move between photos.
        </DialogPrimitive.Description>
        <div className="flex items-center gap-3">
          <span className="text-sm tabular" aria-live="polite">
            {index + 1} / {total}
          </span>
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="text-white hover:bg-white/15 hover:text-white"
              aria-label="Close photos"
            >
              <X />
            </Button>
          </DialogPrimitive.Close>
        </div>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {photo && (
          <img
            key={photo.id}
            src={photo.url}
            alt={`${title}, ${index + 1} of ${total}`}
            draggable={false}
            className="max-h-full max-w-full rounded-md object-contain"
          />
        )}
        {total > 1 && (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="absolute left-2 top-1/2 size-11 -translate-y-1/2 rounded-full bg-black/40 text-white hover:bg-black/60 hover:text-white"
              aria-label="Previous photo"
              onClick={() => step(-1)}
            >
              <ChevronLeft />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="absolute right-2 top-1/2 size-11 -translate-y-1/2 rounded-full bg-black/40 text-white hover:bg-black/60 hover:text-white"
              aria-label="Next photo"
              onClick={() => step(1)}
            >
              <ChevronRight />
            </Button>
          </>
        )}
      </div>
    </DialogPrimitive.Content>
  );
}
