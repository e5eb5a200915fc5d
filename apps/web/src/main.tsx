import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { armFirstContentGate } from './lib/first-content';
import './styles.css';

// The header's extras, the live stream and the charts wait for the first page (decision 048).
armFirstContentGate();

// The first render in a transition: React renders it in slices of a few milliseconds, so a
// phone's main thread stays free for input between them (decision 049).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
