// One game on the page, kept live: read once (as the player's seat, or as a spectator), then followed on
// its event stream, where each event brings the new version, the view and, on the player's turn, the legal
// moves, so playing takes one request per move (the move's answer brings them too). The page never
// computes a view or a legal move itself.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, followEvents, getGame, legalMoves, makeMove, readLog, undoMove } from '../api/client';
import type { ChatMessage, Game, GameEvent, LogEntry, Schemas } from '../api/types';

type Move = Schemas['Move'];

export interface LiveGame {
  readonly game: Game | null;
  readonly legal: readonly Move[];
  /** The latest entries, oldest first (at most RECENT), the last move among them. */
  readonly entries: readonly LogEntry[];
  readonly error: unknown;
  readonly busy: boolean;
  /** The event stream: open, or reconnecting after a drop. */
  readonly live: boolean;
}

const RECENT = 30;
const TABLE_KINDS = new Set(['join', 'leave', 'start', 'cancel', 'rematch']);

/** Adds entries, keeping the newest RECENT by seq, each once. */
export function mergeEntries(entries: readonly LogEntry[], more: readonly LogEntry[]): LogEntry[] {
  const bySeq = new Map(entries.map(e => [e.seq, e]));
  for (const e of more) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-RECENT);
}

/** The game after an event: newer versions replace what changes with a move; older ones change nothing. */
export function applyEvent(game: Game, event: GameEvent): Game {
  if (event.version <= game.version) return game;
  return {
    ...game,
    version: event.version,
    status: event.status,
    toAct: event.toAct,
    outcome: event.outcome,
    view: event.view,
    clock: event.clock,
    // A seat's stream says whether it may take back its last move now; a spectator's says nothing.
    ...(event.undo === undefined ? {} : { undo: event.undo }),
  } as Game;
}

export function useGame(id: string, key: string | undefined, onChat?: (message: ChatMessage) => void) {
  const [state, setState] = useState<LiveGame>({
    game: null,
    legal: [],
    entries: [],
    error: null,
    busy: false,
    live: false,
  });
  const [reload, setReload] = useState(0);
  const version = useRef(-1);
  const patch = (next: Partial<LiveGame> | ((s: LiveGame) => Partial<LiveGame>)) =>
    setState(s => ({ ...s, ...(typeof next === 'function' ? next(s) : next) }));

  useEffect(() => {
    const stop = new AbortController();
    const run = async () => {
      const game = await getGame(id, key);
      // The key goes on the stream only where it holds a seat; elsewhere the page watches as a spectator.
      const seatKey = game.seat === null ? undefined : key;
      const [log, legal] = await Promise.all([
        readLog(id, seatKey, Math.max(-1, game.version - RECENT)),
        seatKey !== undefined && game.status === 'active' && game.toAct.includes(game.seat ?? -1)
          ? legalMoves(id, seatKey).then(l => l.moves)
          : Promise.resolve([]),
      ]);
      if (stop.signal.aborted) return;
      version.current = game.version;
      patch({ game, legal, entries: mergeEntries([], log.entries), error: null });
      const watch = {
        onOpen: () => patch({ live: true }),
        onReconnect: () => patch({ live: false }),
        ...(onChat === undefined ? {} : { onChat }),
      };
      // A key without a seat follows as a spectator whose mutes apply to the chat.
      for await (const event of followEvents(id, key, game.version, stop.signal, watch)) {
        patch(s => {
          if (s.game === null) return {};
          const newer = event.version > s.game.version;
          if (newer) version.current = event.version;
          return {
            live: true,
            game: applyEvent(s.game, event),
            legal: newer ? (event.legalMoves ?? []) : s.legal,
            entries: mergeEntries(s.entries, [event.entry]),
          };
        });
        // Seats change on table entries (a join, a rematch): read the table again. Only the table: the
        // version, view and legal moves come from the events, in order.
        if (TABLE_KINDS.has(event.entry.kind)) {
          const fresh = await getGame(id, seatKey);
          if (!stop.signal.aborted)
            patch(s => (s.game === null ? {} : { game: { ...s.game, table: fresh.table } as Game }));
        }
      }
      patch({ live: false });
    };
    run().catch((error: unknown) => {
      if (!stop.signal.aborted) patch({ error, live: false });
    });
    return () => stop.abort();
  }, [id, key, reload]);

  /** Sends a move, or an undo: both answer with the game as the seat now sees it. */
  const send = useCallback(
    async (request: (key: string, expectedVersion: number) => Promise<Game & { legalMoves?: Move[] }>) => {
      if (key === undefined) return;
      patch({ busy: true, error: null });
      try {
        const answer = await request(key, version.current);
        patch(s => {
          if (s.game === null || answer.version <= s.game.version) return { busy: false };
          version.current = answer.version;
          const { legalMoves: legal, ...game } = answer;
          return { busy: false, game: game as Game, legal: legal ?? [] };
        });
      } catch (error) {
        patch({ busy: false, error });
        // Someone moved first (or the table changed): show the game as it is now.
        if (error instanceof ApiError && (error.status === 409 || error.code === 'not-started')) setReload(n => n + 1);
      }
    },
    [id, key],
  );
  const move = useCallback(
    (m: Move) => send((k, expected) => makeMove(id, k, m, expected) as Promise<Game & { legalMoves?: Move[] }>),
    [id, send],
  );
  const undo = useCallback(
    () => send((k, expected) => undoMove(id, k, expected) as Promise<Game & { legalMoves?: Move[] }>),
    [id, send],
  );

  const refresh = useCallback(() => setReload(n => n + 1), []);
  const dismiss = useCallback(() => patch({ error: null }), []);
  return { ...state, move, undo, refresh, dismiss };
}
