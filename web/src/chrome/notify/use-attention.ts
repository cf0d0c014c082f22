// The tab's attention, live from the player's stream: the count of games awaiting the player in the title
// and the favicon, a system notification for an event worth one while the tab is hidden (if the person
// turned them on), and the optional sound on their turn. Mounted once for the whole page.
import { useEffect } from 'preact/hooks';
import { followMe, myGames } from '../../api/client';
import type { Identity } from '../../api/identity';
import { alertFor, faviconFor, titleFor } from './attention';
import { playTurnSound, soundOn } from './sound';

function setFavicon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && link.href !== href) link.href = href;
}

function show(event: Parameters<typeof alertFor>[0]): void {
  const alert = alertFor(event);
  if (!alert || !document.hidden || typeof Notification === 'undefined' || Notification.permission !== 'granted')
    return;
  const notification = new Notification(alert.title, { body: alert.body, tag: alert.tag, icon: '/favicon.svg' });
  notification.onclick = () => {
    window.focus();
    location.hash = alert.href;
    notification.close();
  };
}

export function useAttention(identity: Identity | null, language: string): void {
  useEffect(() => {
    if (identity === null) {
      document.title = titleFor(0);
      setFavicon(faviconFor(0));
      return;
    }
    const stop = new AbortController();
    let awaiting = 0;
    const recount = async () => {
      const page = await myGames(identity.key, { awaiting: true });
      awaiting = page.games.length;
      document.title = titleFor(awaiting);
      setFavicon(faviconFor(awaiting));
    };
    void recount().catch(() => undefined);
    (async () => {
      for await (const event of followMe(identity.key, stop.signal)) {
        show(event);
        if (event.type === 'your-turn' && soundOn()) playTurnSound();
        await recount().catch(() => undefined);
      }
    })().catch(() => undefined);
    return () => stop.abort();
  }, [identity?.key, language]);
}
