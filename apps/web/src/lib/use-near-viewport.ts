import { type RefObject, useEffect, useState } from 'react';

/** How far outside the screen a part starts drawing, so it is ready as it scrolls in. */
const NEAR_MARGIN = '200px';

/**
 * True once the element is on screen or within NEAR_MARGIN of it, for good: for costly parts
 * (a chart) that a phone need not draw until someone scrolls to them. Where the
 * browser has no IntersectionObserver, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
