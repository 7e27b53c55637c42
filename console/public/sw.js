/* global self */
// π Boost's service worker (issue 25 item 3): shows the Web Push notifications our server sends
// (price alerts, streak at risk, league result) and opens their page when clicked. It caches
// nothing: the console always comes from the server. Open pages are told of each notification
// (a `push` message), so a page can show it or a test can see it arrive.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  const note = message && typeof message.title === 'string' ? message : { title: 'π Boost', body: event.data ? event.data.text() : '', url: '/dashboard' };
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(note.title, {
        body: note.body,
        tag: note.id || undefined,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'pt-BR',
        data: { url: note.url || '/dashboard', id: note.id || null, topic: note.topic || null },
      });
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: 'push', notification: note });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = pages.find((p) => p.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
