// What the tab says while games await the player: its title ("(2) Your turn · Croupier") and a favicon
// with the count as a badge; and which events of the player's stream become a system notification, in
// which words. Pure, so the page's tests check it without a browser.
import type { GamePlayerEvent, PlayerEvent } from '../../api/types';
import { locale, t, type MessageKey } from '../../i18n/i18n';

export const BRAND = 'Croupier';

export const titleFor = (awaiting: number): string =>
  awaiting > 0 ? t('notify.tabTitle', { count: awaiting }) : BRAND;

/** The favicon (web/public/favicon.svg) with a red badge and the count, as an SVG data URL; the plain one at 0. */
export function faviconFor(awaiting: number): string {
  if (awaiting <= 0) return '/favicon.svg';
  const label = awaiting > 9 ? '9+' : String(awaiting);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    '<rect x="3" y="3" width="26" height="26" rx="6" fill="#1d5c3a"/>' +
    '<circle cx="11" cy="11" r="3" fill="#fff"/><circle cx="16" cy="16" r="3" fill="#fff"/>' +
    '<circle cx="23" cy="9" r="9" fill="#d93025"/>' +
    `<text x="23" y="13" font-family="sans-serif" font-size="${label.length > 1 ? 9 : 12}" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const WORDS: Partial<Record<GamePlayerEvent['type'], readonly [MessageKey, MessageKey]>> = {
  'your-turn': ['notify.yourTurn', 'notify.yourTurnBody'],
  started: ['notify.seated', 'notify.seatedBody'],
  finished: ['notify.gameOver', 'notify.gameOverBody'],
  'rematch-offered': ['notify.rematch', 'notify.rematchBody'],
  'turn-reminder': ['notify.reminder', 'notify.reminderBody'],
};

const HOUR_MS = 3_600_000;

/**
 * A turn reminder's time left as people read it: whole hours ("12 hours", "12 heures"), under an hour minutes.
 * The same rounding as the mails' (src/service/notifications/mail-text.ts) and the service worker's (web/public/sw.js).
 */
export function leftWords(ms: number, lang: string = locale()): string {
  const [value, unit] =
    ms >= HOUR_MS ? [Math.round(ms / HOUR_MS), 'hour'] : [Math.max(1, Math.ceil(ms / 60_000)), 'minute'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

export interface Alert {
  readonly title: string;
  readonly body: string;
  /** Where a click leads: the game (the new one for a rematch). */
  readonly href: string;
  /** One notification per game and kind: a newer one replaces it. */
  readonly tag: string;
}

/** The system notification an event is worth, or null (joins, leaves, cancellations, a disabled webhook). */
export function alertFor(
  event: Pick<GamePlayerEvent, 'type' | 'gameId' | 'game' | 'rematch' | 'remainingMs'> | Pick<PlayerEvent, 'type'>,
): Alert | null {
  if (!('gameId' in event)) return null;
  const words = WORDS[event.type];
  if (!words) return null;
  const game = event.type === 'rematch-offered' && event.rematch ? event.rematch : event.gameId;
  return {
    title: t(words[0]),
    body: t(words[1], { game: event.game, left: leftWords(event.remainingMs ?? 0) }),
    href: `#/games/${game}`,
    tag: `${event.type}:${event.gameId}`,
  };
}

/**
 * The words the service worker shows for a push (it has no catalog of its own), by delivery type; a reminder's
 * {left} is said by the worker in `locale`.
 */
export function pushWords(): Record<string, { title: string; body: string; locale?: string }> {
  const pair = (title: MessageKey, body: MessageKey) => ({
    title: t(title),
    body: t(body, { game: '{game}', left: '{left}' }),
  });
  return {
    'your-turn': pair('notify.yourTurn', 'notify.yourTurnBody'),
    seated: pair('notify.seated', 'notify.seatedBody'),
    invited: pair('notify.invited', 'notify.invitedBody'),
    'game-over': pair('notify.gameOver', 'notify.gameOverBody'),
    rematch: pair('notify.rematch', 'notify.rematchBody'),
    'turn-reminder': { ...pair('notify.reminder', 'notify.reminderBody'), locale: locale() },
  };
}
