import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startLocale } from './i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html perdeu o elemento #root');

// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page at once (Lighthouse's Total Blocking Time on a slow phone).
// The visitor's language is loaded first, so the first paint is already in it (pt-BR needs no wait).
void startLocale().then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);

// The service worker shows the Web Push notifications (issue 25) and makes the console installable.
// Registered once the page has loaded, so it never competes with the first render.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
