// A bot's name, the same wherever the page shows it: the new-table form offers a bot by what it does ("Bot
// (plays well)"), and the seat it takes, the history and the stand-in say the same words, never the
// server's id ("heuristic"). A bot the page does not know (a newer server) keeps its id.
import { t, type MessageKey } from '../i18n/i18n';
import type { BOTS } from './new-table-body';

const BOT_NAMES: Readonly<Record<(typeof BOTS)[number]['id'], MessageKey>> = {
  ismcts: 'new.botIsmcts',
  heuristic: 'new.botHeuristic',
  random: 'new.botRandom',
};

export const botName = (bot: string): string => {
  const key = (BOT_NAMES as Readonly<Record<string, MessageKey | undefined>>)[bot];
  return key === undefined ? t('seats.bot', { bot }) : t(key);
};
