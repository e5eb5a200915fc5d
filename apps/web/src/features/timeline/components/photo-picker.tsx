import { TIMELINE_PREVIEW_MAX_HEIGHT_PX } from '@hrt/shared/schemas/timeline';
import { ImagePlus, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Only images are taken, by picker or by drag and drop. */
export function onlyImages(files: Iterable<File>): { images: File[]; refused: number } {
  const all = [...files];
  const images = all.filter(
    (file) => file.type.startsWith('image/') && file.type !== 'image/svg+xml',
  );
  return { images, refused: all.length - images.length };
}

interface PhotoPickerProps {
  photos: File[];
  onChange: (photos: File[]) => void;
  label?: string;
}

/** A drop zone and file picker with previews at most 200 px high. */
export function PhotoPicker({ photos, onChange, label = 'Photos' }: PhotoPickerProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  function add(files: Iterable<File>) {
    const { images, refused } = onlyImages(files);
    setNotice(
      refused
        ? `${refused} file${refused === 1 ? ' is' : 's are'} not an image and ${refused === 1 ? 'was' : 'were'} left out.`
        : null,
    );
    if (images.length) onChange([...photos, ...images]);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  }

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">{label}</span>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground transition-colors focus-within:ring-2 focus-within:ring-ring',
          dragging && 'border-primary bg-primary/5 text-foreground',
        )}
      >
        <ImagePlus className="size-5" aria-hidden="true" />
        <span>Drop photos here, or choose them</span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          aria-label={`Choose ${label.toLowerCase()}`}
          onChange={(event) => {
            add(event.target.files ?? []);
            event.target.value = '';
          }}
        />
      </label>
      {notice && (
        <p className="text-xs text-destructive" role="alert">
          {notice}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={previews[index]} className="relative">
              <img
                src={previews[index]}
                alt={photo.name}
                style={{ maxHeight: TIMELINE_PREVIEW_MAX_HEIGHT_PX }}
                className="h-auto max-w-40 rounded-md border object-cover"
              />
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="absolute top-1 right-1 size-7 rounded-full"
                aria-label={`Remove ${photo.name}`}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
