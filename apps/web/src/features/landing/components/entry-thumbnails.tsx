import { useState } from 'react';
import { RECENT_THUMBNAIL_COUNT } from '../recent-entries';

function Thumbnail({ url }: { url: string }) {
  const [broken, setBroken] = useState(false);
  // A photo that fails to load is hidden rather than shown as a broken image.
  if (broken) return null;
  return (
    <li>
      <img
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className="size-14 rounded-md border object-cover"
      />
    </li>
  );
}

/** Up to three thumbnails, then '+N' for the rest. */
export function EntryThumbnails({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  const shown = urls.slice(0, RECENT_THUMBNAIL_COUNT);
  const rest = urls.length - shown.length;
  return (
    <ul className="mt-2.5 flex items-center gap-2" aria-label={`${urls.length} photos`}>
      {shown.map((url) => (
        <Thumbnail key={url} url={url} />
      ))}
      {rest > 0 && (
        <li className="flex size-14 items-center justify-center rounded-md border bg-muted text-sm font-medium text-muted-foreground tabular">
          +{rest}
        </li>
      )}
    </ul>
  );
}
