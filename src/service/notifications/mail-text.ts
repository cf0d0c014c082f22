// The words of the mails and of the two small pages their links open, in the player's language (the one
// negotiated when they gave their address). Plain text mails: no markup to escape, links on lines of their own.
export const MAIL_LANGUAGES = ['en', 'fr', 'de'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const mailLanguageOf = (value: string): MailLanguage =>
  (MAIL_LANGUAGES as readonly string[]).includes(value) ? (value as MailLanguage) : 'en';

interface Words {
  readonly confirmSubject: string;
  readonly confirmBody: string;
  readonly yourTurnSubject: string;
  readonly yourTurnBody: string;
  readonly reminderSubject: string;
  /** `left` as leftWords says it. */
  readonly reminderBody: (game: string, left: string) => string;
  readonly gameOverSubject: string;
  readonly gameOverBody: string;
  readonly digestSubject: (count: number) => string;
  readonly digestBody: string;
  readonly footer: string;
  readonly confirmQuestion: string;
  readonly confirmButton: string;
  readonly confirmedPage: string;
  readonly unsubscribeQuestion: string;
  readonly unsubscribeButton: string;
  readonly unsubscribedPage: string;
}

const WORDS: Record<MailLanguage, Words> = {
  en: {
    confirmSubject: 'Confirm your address for Croupier',
    confirmBody:
      'Someone, probably you, asked Croupier to send game notifications to this address. Open this link within 24 hours to confirm:',
    yourTurnSubject: 'Your turn on Croupier',
    yourTurnBody: 'It is your turn in this game:',
    reminderSubject: 'Reminder: your turn on Croupier',
    reminderBody: (game, left) =>
      `It is still your turn in this game of ${game}, and your time runs out in about ${left}:`,
    gameOverSubject: 'A game of yours is over',
    gameOverBody: 'This game is over:',
    digestSubject: count => (count === 1 ? 'One game awaits you on Croupier' : `${count} games await you on Croupier`),
    digestBody: 'These games await your move:',
    footer: 'To receive no more mails from Croupier, open:',
    confirmQuestion: 'Send your Croupier game notifications to this address?',
    confirmButton: 'Confirm',
    confirmedPage: 'Your address is confirmed: Croupier will send your game notifications to it.',
    unsubscribeQuestion: 'Stop all mails from Croupier to this address?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribedPage: 'Done: Croupier will send no more mails to this address.',
  },
  fr: {
    confirmSubject: 'Confirmez votre adresse pour Croupier',
    confirmBody:
      'Quelqu’un, sans doute vous, a demandé à Croupier d’envoyer les notifications de ses parties à cette adresse. Ouvrez ce lien dans les 24 heures pour confirmer :',
    yourTurnSubject: 'À vous de jouer sur Croupier',
    yourTurnBody: 'C’est à vous de jouer dans cette partie :',
    reminderSubject: 'Rappel : à vous de jouer sur Croupier',
    reminderBody: (game, left) =>
      `C’est toujours à vous de jouer dans cette partie de ${game}, et votre temps s’écoule dans environ ${left} :`,
    gameOverSubject: 'Une de vos parties est terminée',
    gameOverBody: 'Cette partie est terminée :',
    digestSubject: count =>
      count === 1 ? 'Une partie vous attend sur Croupier' : `${count} parties vous attendent sur Croupier`,
    digestBody: 'Ces parties attendent votre coup :',
    footer: 'Pour ne plus recevoir de courriels de Croupier, ouvrez :',
    confirmQuestion: 'Recevoir à cette adresse les notifications de vos parties sur Croupier ?',
    confirmButton: 'Confirmer',
    confirmedPage: 'Votre adresse est confirmée : Croupier y enverra les notifications de vos parties.',
    unsubscribeQuestion: 'Ne plus recevoir aucun courriel de Croupier à cette adresse ?',
    unsubscribeButton: 'Se désabonner',
    unsubscribedPage: 'C’est fait : Croupier n’enverra plus de courriels à cette adresse.',
  },
  de: {
    confirmSubject: 'Bestätige deine Adresse für Croupier',
    confirmBody:
      'Jemand, wahrscheinlich du, hat Croupier gebeten, Spielbenachrichtigungen an diese Adresse zu senden. Öffne diesen Link innerhalb von 24 Stunden, um sie zu bestätigen:',
    yourTurnSubject: 'Du bist dran auf Croupier',
    yourTurnBody: 'In diesem Spiel bist du dran:',
    reminderSubject: 'Erinnerung: Du bist dran auf Croupier',
    reminderBody: (game, left) =>
      `In diesem Spiel (${game}) bist du noch dran, und deine Zeit läuft in etwa ${left} ab:`,
    gameOverSubject: 'Eines deiner Spiele ist beendet',
    gameOverBody: 'Dieses Spiel ist beendet:',
    digestSubject: count =>
      count === 1 ? 'Ein Spiel wartet auf dich auf Croupier' : `${count} Spiele warten auf dich auf Croupier`,
    digestBody: 'Diese Spiele warten auf deinen Zug:',
    footer: 'Um keine E-Mails mehr von Croupier zu erhalten, öffne:',
    confirmQuestion: 'Deine Spielbenachrichtigungen von Croupier an diese Adresse senden?',
    confirmButton: 'Bestätigen',
    confirmedPage: 'Deine Adresse ist bestätigt: Croupier sendet deine Spielbenachrichtigungen dorthin.',
    unsubscribeQuestion: 'Keine E-Mails mehr von Croupier an diese Adresse?',
    unsubscribeButton: 'Abmelden',
    unsubscribedPage: 'Erledigt: Croupier sendet keine E-Mails mehr an diese Adresse.',
  },
};

export const wordsOf = (language: string): Words => WORDS[mailLanguageOf(language)];

const HOUR_MS = 3_600_000;

/**
 * A time left as a person reads it in the mail's language: whole hours ("12 hours", "12 heures"), under one hour
 * minutes.
 */
export function leftWords(language: string, ms: number): string {
  const [value, unit] =
    ms >= HOUR_MS ? [Math.round(ms / HOUR_MS), 'hour'] : [Math.max(1, Math.ceil(ms / 60_000)), 'minute'];
  return new Intl.NumberFormat(mailLanguageOf(language), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** What a mail says; the links are whole URLs. */
export type MailContent =
  | { readonly kind: 'confirm'; readonly confirmUrl: string }
  | { readonly kind: 'your-turn' | 'game-over'; readonly gameUrl: string }
  | { readonly kind: 'turn-reminder'; readonly gameUrl: string; readonly game: string; readonly remainingMs: number }
  | { readonly kind: 'digest'; readonly gameUrls: readonly string[] };

export function mailText(
  language: string,
  content: MailContent,
  unsubscribeUrl: string,
): { subject: string; text: string } {
  const w = wordsOf(language);
  const footer = `\n\n-- \n${w.footer}\n${unsubscribeUrl}\n`;
  switch (content.kind) {
    case 'confirm':
      return { subject: w.confirmSubject, text: `${w.confirmBody}\n\n${content.confirmUrl}${footer}` };
    case 'your-turn':
      return { subject: w.yourTurnSubject, text: `${w.yourTurnBody}\n\n${content.gameUrl}${footer}` };
    case 'game-over':
      return { subject: w.gameOverSubject, text: `${w.gameOverBody}\n\n${content.gameUrl}${footer}` };
    case 'turn-reminder': {
      const body = w.reminderBody(content.game, leftWords(language, content.remainingMs));
      return { subject: w.reminderSubject, text: `${body}\n\n${content.gameUrl}${footer}` };
    }
    case 'digest':
      return {
        subject: w.digestSubject(content.gameUrls.length),
        text: `${w.digestBody}\n\n${content.gameUrls.join('\n')}${footer}`,
      };
    default: {
      const never: never = content;
      return never;
    }
  }
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A small page: a sentence, and for the unsubscribe question a one-button form posting back to `formAction`. */
export function mailPage(language: string, sentence: string, form?: { action: string; button: string }): string {
  const lang = mailLanguageOf(language);
  const body = form
    ? `<p>${escapeHtml(sentence)}</p><form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : `<p>${escapeHtml(sentence)}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Croupier</title></head><body>${body}</body></html>`;
}
