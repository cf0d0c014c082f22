// What the page needs from each game's drawing, one module per game under games/<game>/ (STYLE.md, "The
// web page"): the table drawn from the view the server sent, the legal moves the server listed offered as
// actions, a sentence per fact of the log, and the game's own fields of the new-table form. The page knows
// no rules: nothing here decides what is legal; `Moves` only arranges and labels the server's list.
import type { FunctionComponent } from 'preact';
import type { LogEntry } from '../api/types';
import type { GameHelp } from '../chrome/help/game-help';

/**
 * Why the server wrote a fact, when not the seat's own move: `timeout` for the facts of a timeout entry (the
 * game's resignation of a seat whose time ran out), which read as a loss on time, never as a resignation.
 */
export type FactCause = 'timeout';

/** The cause of an entry's facts, for `describeFact`: every place that tells a fact in words asks here. */
export const causeOf = (entry: LogEntry): FactCause | undefined => (entry.kind === 'timeout' ? 'timeout' : undefined);

/** Who sits where, as people read it: "Ada", "Bot (heuristic)", "Seat 3"; a person's name bidi-isolated (i18n/bidi.ts). */
export type SeatNames = (seat: number) => string;

export interface TableProps<V> {
  readonly view: V;
  /** The seat this view belongs to; null for a spectator. */
  readonly seat: number | null;
  /** The seats the server says are to act now: none while the table waits for people. */
  readonly toAct: readonly number[];
  /** The table waits for people to take its open seats: nobody plays yet (issue 21, defect 3). */
  readonly waiting?: boolean;
  readonly names: SeatNames;
  /** The entry that made this version (null at version 0): drawn highlighted, as "the last move". */
  readonly last: LogEntry | null;
  /** The seats whose time ran out (the clock's), drawn as out on time rather than resigned. */
  readonly timedOut?: readonly number[];
  /** The game ended on time (the server's outcome reason is `timeout`), whatever reason the view's rules give. */
  readonly endedOnTime?: boolean;
}

export interface MovesProps<V, M> {
  readonly view: V;
  /** Exactly the server's legal moves for this seat now (never computed by the page). */
  readonly moves: readonly M[];
  /** Sends one of `moves` unchanged. */
  readonly onMove: (move: M) => void;
  /** While a move is on its way: every action is disabled. */
  readonly busy: boolean;
  readonly names: SeatNames;
}

export interface OptionsProps<O> {
  readonly value: O;
  readonly players: number;
  readonly onChange: (options: O) => void;
}

export interface GameUi<V, M, F, O> {
  readonly id: string;
  /** The game's name as printed in the page's language: "Monad", "Monte Carlo Gamble". */
  readonly title: () => string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Draws the table. Tests and people both read it: text for every number, labels on every drawing. */
  readonly Table: FunctionComponent<TableProps<V>>;
  /**
   * Offers the legal moves. Contract with the tests (tests/e2e): every move of `moves` is one enabled
   * `<button data-move={JSON.stringify(move)}>` (possibly with friendlier helpers around it), each sending
   * exactly that move through `onMove`; the page wraps them in `data-testid="legal-moves"`.
   */
  readonly Moves: FunctionComponent<MovesProps<V, M>>;
  /**
   * One sentence for one fact of the log, in the page's language ("Ada traded a yellow and a blue common for a
   * red bi."). `view` is the table the fact is shown beside: a fact carries ids (a pawn's number), and the view
   * says how the board labels them, so the log names things as the board does.
   */
  readonly describeFact: (fact: F, names: SeatNames, view?: V, cause?: FactCause) => string;
  /**
   * A move in words ("Trade: a red common and a blue common"), for the post-game review; the view is the
   * table around it. Optional: a game without it is reviewed with its moves' types.
   */
  readonly describeMove?: (move: M, view: V, names: SeatNames) => string;
  /** The game's options on the new-table form (only those a person would set). */
  readonly Options: FunctionComponent<OptionsProps<O>>;
  readonly defaultOptions: O;
  /** The rules help at the table and the "How to play" page (chrome/help/); a game without it has neither. */
  readonly help?: GameHelp;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds games of every shape
export type AnyGameUi = GameUi<any, any, any, any>;
