import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

// The guided start reads the components, the expense figures and the allowlist: their contracts
// are code a visitor's landing page never runs (its first JavaScript stays under 150 kB;
// decision 046). It shows nothing until those answers arrive anyway, so its code loading on the way
// shifts nothing.
const GuidedStartModule = lazyComponent(() =>
  import('./guided-start').then((module) => module.GuidedStart),
);

/** The guided start, its code loaded when a signed-in home page first shows. */
export function LazyGuidedStart({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <GuidedStartModule className={className} />
    </Suspense>
  );
}
