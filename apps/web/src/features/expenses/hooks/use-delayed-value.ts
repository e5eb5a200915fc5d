import { useEffect, useState } from 'react';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DELAY_MS = 250;

/** The value as it was `delayMs` after it last changed (a search sent once typing pauses). */
export function useDelayedValue<T>(value: T, delayMs: number): T {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayed;
}
