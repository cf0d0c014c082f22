// The tab's attention, live from the player's stream: the count of games awaiting the player in the title
// and the favicon, a system notification for an event worth one while the tab is hidden (if the person
// turned them on), and the optional sound on their turn. Mounted once for the whole page. The count is read
// again on each event of the stream, after the page's own moves, and when the tab comes back into view.
import { useEffect } from 'preact/hooks';
import { followMe, myGames, onActed } from '../../api/client';
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
    const again = () => void recount().catch(() => undefined);
    again();
    // The stream says when a turn becomes the player's, not when it stops being so: read the count again
    // after this page's own moves, and when the tab comes back into view (a move made on another device).
    const stopActed = onActed(again);
    const onVisible = () => {
      if (document.visibilityState === 'visible') again();
    };
    document.addEventListener('visibilitychange', onVisible);
    (async () => {
      for await (const event of followMe(identity.key, stop.signal)) {
        show(event);
        if ((event.type === 'your-turn' || event.type === 'turn-reminder') && soundOn()) playTurnSound();
        await recount().catch(() => undefined);
      }
    })().catch(() => undefined);
    return () => {
      stop.abort();
      stopActed();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [identity?.key, language]);
}
