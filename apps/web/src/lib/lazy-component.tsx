import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';

/**
 * A named export loaded on first render (React.lazy wants a default export). For the parts a
 * page's first view does not show, dialogs and editors, so a phone downloads and runs them only
 * when someone opens one (decision 046). Render it inside a Suspense boundary.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((Component) => ({ default: Component })));
}

/**
 * True from the first render in which `wanted` is, for good: a lazily loaded dialog mounts when
 * it is first opened and then stays mounted, so it closes with its animation and keeps its state
 * as it did when it was part of the page.
 */
export function useOnceTrue(wanted: boolean): boolean {
  const [reached, setReached] = useState(wanted);
  // Derived state, set during render (React re-renders at once, before painting).
  if (wanted && !reached) setReached(true);
  return reached || wanted;
}
