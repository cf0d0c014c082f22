// The tab's attention (issue 25): the title counts the games awaiting the player, the favicon wears the
// count as a badge, and the events worth a system notification say so in the page's language, opening the
// game (the new one, for a rematch); the notification settings offer a button, never a prompt on load.
import { render } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../web/src/i18n/i18n';
import { alertFor, faviconFor, leftWords, pushWords, titleFor } from '../../../web/src/chrome/notify/attention';
import { readFileSync } from '../read-file';
import { NotifySettings } from '../../../web/src/chrome/notify/notify-settings';
import { ReminderSwitch } from '../../../web/src/chrome/notify/reminder-setting';

const GAME = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const H = 3_600_000;

describe("the tab's attention", () => {
  afterEach(() => setLanguage('en'));

  it('says a time left as the service worker and the mails do (whole hours, under an hour minutes)', () => {
    // web/public/sw.js is served as it is and imports nothing: its own leftWords is read out of the file and run.
    const worker = readFileSync(new URL('../../../web/public/sw.js', import.meta.url), 'utf8');
    const source = /function leftWords\(ms, locale\) \{[\s\S]*?\n\}/.exec(worker)?.[0] ?? '';
    expect(source).not.toBe('');
    const workerLeftWords = new Function(`${source}; return leftWords;`)() as (ms: number, locale: string) => string;
    const times = [
      1,
      30_000,
      60_000,
      61_000,
      59 * 60_000,
      H - 1,
      H,
      1.5 * H - 1,
      1.5 * H,
      12 * H + 29 * 60_000,
      72 * H,
    ];
    for (const language of ['en', 'fr', 'de'])
      for (const ms of times) expect(workerLeftWords(ms, language), `${language} ${ms}`).toBe(leftWords(ms, language));
    // The mails' own test (tests/service/reminders/texts.test.ts) expects these very words.
    expect(leftWords(12 * H + 29 * 60_000, 'en')).toBe('12 hours');
    expect(leftWords(H, 'en')).toBe('1 hour');
    expect(leftWords(40 * 60_000, 'fr')).toMatch(/^40\sminutes$/);
    expect(leftWords(30_000, 'de')).toBe('1 Minute');
  });

  it('counts the games awaiting you in the title and the favicon', async () => {
    expect(titleFor(0)).toBe('Croupier');
    expect(titleFor(2)).toBe('(2) Your turn · Croupier');
    expect(faviconFor(0)).toBe('/favicon.svg');
    expect(decodeURIComponent(faviconFor(3))).toContain('>3</text>');
    expect(decodeURIComponent(faviconFor(12))).toContain('>9+</text>');
    await setLanguage('fr');
    expect(titleFor(2)).toBe('(2) À vous de jouer · Croupier');
    await setLanguage('de');
    expect(titleFor(1)).toBe('(1) Du bist dran · Croupier');
  });

  it('notifies a turn, a start, an end and a rematch, and opens the game', async () => {
    const base = { gameId: GAME, game: 'monad' };
    expect(alertFor({ ...base, type: 'your-turn' })).toEqual({
      title: 'Your turn',
      body: 'It is your turn in a game of monad.',
      href: `#/games/${GAME}`,
      tag: `your-turn:${GAME}`,
    });
    expect(alertFor({ ...base, type: 'started' })?.title).toBe('Your table started');
    expect(alertFor({ ...base, type: 'finished' })?.title).toBe('Game over');
    expect(alertFor({ ...base, type: 'rematch-offered', rematch: 'new-game' })?.href).toBe('#/games/new-game');
    expect(alertFor({ ...base, type: 'joined' })).toBeNull();
    await setLanguage('fr');
    expect(alertFor({ ...base, type: 'your-turn' })?.title).toBe('À vous de jouer');
    expect(pushWords()['game-over']).toEqual({
      title: 'Partie terminée',
      body: 'Votre partie de {game} est terminée.',
    });
  });

  it('offers a button and a sound switch, off by default', () => {
    const html = render(<NotifySettings identity={{ id: 'p', name: 'Ada', key: 'k' }} />);
    // Without the Notification API (as here), it says so instead of offering the button.
    expect(html).toContain('This browser cannot show notifications.');
    expect(html).toContain('A short sound on my turn (this device)');
    expect(html).not.toContain('checked');
  });

  it('notifies a turn reminder as a turn, with the time left, in en, fr and de; its push says the time in the language', async () => {
    const reminder = { gameId: GAME, game: 'monad', type: 'turn-reminder' as const, remainingMs: 12 * 3_600_000 };
    expect(alertFor(reminder)).toEqual({
      title: 'Your time runs out soon',
      body: 'It is still your turn in a game of monad; your time runs out in about 12 hours.',
      href: `#/games/${GAME}`,
      tag: `turn-reminder:${GAME}`,
    });
    expect(pushWords()['turn-reminder']).toEqual({
      title: 'Your time runs out soon',
      body: 'It is still your turn in a game of {game}; your time runs out in about {left}.',
      locale: 'en-GB',
    });
    await setLanguage('fr');
    expect(alertFor(reminder)?.body).toMatch(
      /^C’est toujours votre tour dans une partie de monad ; .* environ 12\sheures\.$/,
    );
    await setLanguage('de');
    expect(alertFor(reminder)).toMatchObject({
      title: 'Deine Zeit läuft bald ab',
      body: 'Du bist in einer Partie monad noch dran; deine Zeit läuft in etwa 12 Stunden ab.',
    });
    expect(pushWords()['turn-reminder']?.locale).toMatch(/^de/);
  });

  it('offers the turn reminders as a switch, in the language of the page', async () => {
    const html = render(<ReminderSwitch on busy={false} onChange={() => undefined} />);
    expect(html).toContain('checked');
    expect(html).toContain('Remind me once a turn before my time runs out in a correspondence game');
    await setLanguage('fr');
    expect(render(<ReminderSwitch on={false} busy={false} onChange={() => undefined} />)).toContain(
      'Me rappeler une fois par tour',
    );
    await setLanguage('de');
    expect(render(<ReminderSwitch on={false} busy={false} onChange={() => undefined} />)).toContain(
      'Mich einmal pro Runde erinnern',
    );
  });
});
