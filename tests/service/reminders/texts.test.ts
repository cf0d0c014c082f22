// What a turn reminder says by mail, in the address's language: which game, and about how long is left (whole
// hours, under an hour minutes), with the game's link.
import { describe, expect, it } from 'vitest';
import { leftWords, mailText } from '../../../src/service/notifications/mail-text.js';

const H = 3_600_000;
const reminder = {
  kind: 'turn-reminder' as const,
  gameUrl: 'https://c.example/#/games/g1',
  game: 'monad',
  remainingMs: 12 * H,
};

describe('the reminder mail', () => {
  it.each([
    [
      'en',
      'Reminder: your turn on Croupier',
      'It is still your turn in this game of monad, and your time runs out in about 12 hours:',
    ],
    [
      'fr',
      'Rappel : à vous de jouer sur Croupier',
      'C’est toujours à vous de jouer dans cette partie de monad, et votre temps s’écoule dans environ 12\u00a0heures :',
    ],
    [
      'de',
      'Erinnerung: Du bist dran auf Croupier',
      'In diesem Spiel (monad) bist du noch dran, und deine Zeit läuft in etwa 12 Stunden ab:',
    ],
  ])('in %s', (language, subject, sentence) => {
    const mail = mailText(language, reminder, 'https://c.example/email/unsubscribe?token=t');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${sentence}\n\nhttps://c.example/#/games/g1`);
  });

  it('says the time left in whole hours, under an hour in minutes', () => {
    expect(leftWords('en', 12 * H + 29 * 60_000)).toBe('12 hours');
    expect(leftWords('en', H)).toBe('1 hour');
    expect(leftWords('fr', 40 * 60_000)).toMatch(/^40\sminutes$/);
    expect(leftWords('de', 30_000)).toBe('1 Minute');
  });
});
