import { wheelScroll } from '@hrt/shared/domain/schedule';
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/**
 * The Gantt scroll box's left edge and width, which decide the days that are drawn: read once
 * per frame on scroll and resize. The wheel scrolls the timeline sideways (wheelScroll's speed);
 * over the names column, and with Ctrl held (zoom), it is left to the browser.
 */
export function useTimelineView(
  scrollRef: RefObject<HTMLDivElement | null>,
  windowStart: string,
): { left: number; width: number } {
  const [view, setView] = useState({ left: 0, width: 1024 });

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((previous) =>
        previous.left === element.scrollLeft && previous.width === element.clientWidth
          ? previous
          : { left: element.scrollLeft, width: element.clientWidth },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return;
      if ((event.target as Element | null)?.closest('[data-name-column]')) return;
      const delta = wheelScroll(event.deltaX, event.deltaY);
      if (delta === 0) return;
      event.preventDefault();
      element.scrollLeft += delta;
    };
    const resize = new ResizeObserver(onScroll);
    resize.observe(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: false });
    read();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resize.disconnect();
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('wheel', onWheel);
    };
  }, [scrollRef]);

  // A new window (navigation) starts at its left edge; Today's week is then in view.
  useLayoutEffect(() => {
    if (scrollRef.current && windowStart) scrollRef.current.scrollLeft = 0;
  }, [scrollRef, windowStart]);

  return view;
}
