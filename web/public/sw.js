/* global self, caches, Response, URL */
// Croupier's service worker: shows a Web Push (encrypted by the server, decrypted by the browser) as a system
// notification and opens the game on a click. It has no catalog: the page posts the words of its language
// (chrome/notify/push.ts), kept here in the Cache Storage so a push after a restart still speaks them.
const WORDS = 'croupier-words';

self.addEventListener('message', event => {
  if (!event.data || typeof event.data.words !== 'object') return;
  event.waitUntil(
    caches.open(WORDS).then(cache => cache.put('/words', new Response(JSON.stringify(event.data.words)))),
  );
});

async function wordsFor(type) {
  const cache = await caches.open(WORDS);
  const stored = await cache.match('/words');
  const words = stored ? await stored.json() : {};
  return words[type] ?? null;
}

// A turn reminder's time left, rounded as the page and the mails round it (web/src/chrome/notify/attention.ts).
function leftWords(ms, locale) {
  const [value, unit] =
    ms >= 3600000 ? [Math.round(ms / 3600000), 'hour'] : [Math.max(1, Math.ceil(ms / 60000)), 'minute'];
  try {
    return new Intl.NumberFormat(locale || 'en', { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  } catch {
    return '';
  }
}

self.addEventListener('push', event => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data || typeof data.type !== 'string' || data.type === 'ping') return;
  event.waitUntil(
    wordsFor(data.type).then(words => {
      const game = data.type === 'rematch' && data.rematch ? data.rematch : data.gameId;
      return self.registration.showNotification(words ? words.title : 'Croupier', {
        body: words
          ? words.body
              .replace('{game}', data.game ?? '')
              .replace('{left}', leftWords(Number(data.remainingMs) || 0, words.locale))
          : '',
        icon: '/favicon.svg',
        tag: `${data.type}:${data.gameId}`,
        data: { href: `/#/games/${game}` },
      });
    }),
  );
});

self.addEventListener('notificationclick', event => {
  event.notification.close();
  const href = event.notification.data && event.notification.data.href ? event.notification.data.href : '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(windows => {
      const open = windows.find(w => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then(w => w.navigate(href));
      return self.clients.openWindow(href);
    }),
  );
});
