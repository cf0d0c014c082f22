// What a game's module gives the page's rules help (issue 21): for each kind the server's view and legal
// moves name — a move type or group, a square kind, a card kind — a short explanation from the catalog and
// the id of the rule it comes from (an anchor of the rule book served at /rules/{game}), the short "How to
// play" page, and the first-game hint for the legal moves listed now. The help explains; it decides
// nothing: the page still offers exactly the moves the server listed.
import type { MessageKey } from '../../i18n/i18n';

export interface HelpEntry {
  /** A few words naming the thing ("Trade", "Bank square"): the help button's name. */
  readonly title: MessageKey;
  /** One or two sentences a newcomer reads at the table. */
  readonly text: MessageKey;
  /** The rule book's id for it (M12, C14): the link's anchor. */
  readonly rule: string;
}

export interface HowToPlay {
  /** Short paragraphs, in order: the goal, a turn, the end. */
  readonly goal: MessageKey;
  readonly turn: MessageKey;
  readonly end: MessageKey;
}

export interface GameHelp {
  /** Help per move group, keyed by what the server's move `type` belongs to (see `groupOf`). */
  readonly moves: Readonly<Record<string, HelpEntry>>;
  /** The group a move type belongs to (the key of `moves`). */
  readonly groupOf: (moveType: string) => string;
  readonly squares: Readonly<Record<string, HelpEntry>>;
  readonly cards: Readonly<Record<string, HelpEntry>>;
  readonly howTo: HowToPlay;
  /** What to do now, from the types of the legal moves the server listed; null when nothing fits. */
  readonly hint: (moveTypes: ReadonlySet<string>) => MessageKey | null;
}
