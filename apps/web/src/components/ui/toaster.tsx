import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

// Sonner is needed only once something has been done (a toast follows an action), so it is not
// part of the first page: the Toaster loads at the person's first interaction (or a few seconds
// after the page has loaded). A toast raised before that is not lost: sonner replays active
// toasts when its Toaster subscribes.
const Sonner = lazyComponent(() => import('sonner').then((module) => module.Toaster));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;
const FALLBACK_MS = 5000;

/** Calls `then` once, at the first interaction or FALLBACK_MS after the page has loaded. */
function whenFirstNeeded(then: () => void): () => void {
  let timer: number | undefined;
  const fire = () => {
    stop();
    then();
  };
  const startTimer = () => {
    timer = window.setTimeout(fire, FALLBACK_MS);
  };
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, true);
    window.removeEventListener('load', startTimer);
    window.clearTimeout(timer);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, fire, true);
  if (document.readyState === 'complete') startTimer();
  else window.addEventListener('load', startTimer, { once: true });
  return stop;
}

/** Success and failure of an action are told by a toast (`toast.success`, `toast.error`). */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => whenFirstNeeded(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Sonner theme={theme} position="top-center" richColors closeButton duration={5000} />
    </Suspense>
  );
}
