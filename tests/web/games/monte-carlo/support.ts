// Real Monte Carlo Gamble tables for the page's tests: states come from the engine (the rule book's test
// helpers), views and legal moves from the engine's own functions, so the page is tested against what the
// server would send. HTML is read with small string helpers (the tests render to a string, no DOM).
import type { Move } from '../../../../src/games/monte-carlo/schemas.js';
import type { State } from '../../../../src/games/monte-carlo/state.js';
import type { LogEntry, MonteCarloFact, MonteCarloMove, MonteCarloView } from '../../../../web/src/api/types';
import type { SeatNames } from '../../../../web/src/games/contract';
import { game } from '../../../games/monte-carlo/support.js';

export { given, play, playAll, rolls, faces, scripted, game } from '../../../games/monte-carlo/support.js';

export const names: SeatNames = seat => ['Ada', 'Grace', 'Linus', 'Barbara'][seat] ?? `Seat ${seat}`;

export const viewOf = (state: State, seat: number | null = null): MonteCarloView =>
  game.view(state, seat) as MonteCarloView;
export const legalOf = (state: State, seat: number): MonteCarloMove[] =>
  game.legalMoves(state, seat) as MonteCarloMove[];

/** The log entry a move made, as a viewer receives it (facts redacted). */
export function entryOf(seq: number, seat: number, move: Move, facts: readonly unknown[]): LogEntry {
  const seen = (facts as Parameters<typeof game.redact>[0][]).map(f => game.redact(f, null)) as MonteCarloFact[];
  return { seq, seat, kind: 'move', move: move as MonteCarloMove, facts: seen, createdAt: '2025-01-01T00:00:00.000Z' };
}

const unescape = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every button of the HTML: its attributes (unescaped) and its text. */
export function buttons(
  html: string,
): { move: string | null; disabled: boolean; help: boolean; label: string | null; text: string }[] {
  return [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attrs = '', inner = '']) => ({
    move:
      /data-move="([^"]*)"/.exec(attrs)?.[1] !== undefined
        ? unescape(/data-move="([^"]*)"/.exec(attrs)?.[1] ?? '')
        : null,
    disabled: /\sdisabled(=|\s|$)/.test(attrs),
    // A rules help button ("?", chrome/help/help-tip.tsx) explains; it is not an action.
    help: /class="help-button"/.test(attrs),
    // The accessible name: a drawing's sentence (chrome/labelled.tsx, visually hidden) or an aria-label.
    label:
      /<span class="visually-hidden">([^<]*)<\/span>/.exec(inner)?.[1] ??
      /aria-label="([^"]*)"/.exec(attrs)?.[1] ??
      null,
    text: unescape(
      inner
        // What screen readers skip: a drawing's letters (a colour's swatch), not part of the name.
        .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>[^<]*<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  }));
}

/** The opening tags carrying an attribute, e.g. every `data-pawn`. */
export const tagsWith = (html: string, attr: string): string[] =>
  [...html.matchAll(new RegExp(`<[a-z]+[^>]*\\s${attr}="[^"]*"[^>]*>`, 'g'))].map(m => m[0]);

export const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The text of the HTML without tags, for "what a person reads". */
export const textOf = (html: string): string =>
  unescape(
    html
      .replace(/<title>[\s\S]*?<\/title>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
