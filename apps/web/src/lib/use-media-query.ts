import { useSyncExternalStore } from 'react';

/** Phones: below 768 px, where the layout switches to the phone's (bottom bar, cards). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether a media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}
