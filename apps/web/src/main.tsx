import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { armFirstContentGate } from './lib/first-content';
import './styles.css';

// The header's extras, the live stream and the charts wait for the first page (decision 048).
armFirstContentGate();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
