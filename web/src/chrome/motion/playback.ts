// Several new versions at once (a bot's moves right after yours, an opponent's turn of several moves
// while the page was busy) are shown one after another at a readable pace instead of all in one jump:
// the versions in between are read (frames.ts) and drawn in order, the newest last; "Skip" goes straight
// to the newest. One new version is drawn at once (the motion of flip.ts shows it). With
// prefers-reduced-motion there is no playback: the page shows the newest version at once.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Game } from '../../api/types';
import type { Frame, LoadFrames } from './frames';
import { prefersReducedMotion } from './reduced-motion';

/** How long each version stays before the next: long enough to read a move's sentence. */
export const PACE_MS = 900;
/** More new versions than this at once (a page back online after a while) are not replayed: too long to watch. */
export const MAX_STEPS = 12;

export interface Playback {
  /** The version to draw instead of the newest, or null when the newest is drawn. */
  readonly frame: Frame | null;
  /** The frame's place among the versions played (1-based) and their number, the newest included. */
  readonly step: number;
  readonly total: number;
  /** The versions in between are still being read. */
  readonly loading: boolean;
  readonly skip: () => void;
}

interface State {
  readonly frames: readonly Frame[];
  readonly at: number;
  /** The frames are still being read: the frame at `at` is the one drawn before the jump. */
  readonly loading: boolean;
}

const IDLE: State = { frames: [], at: 0, loading: false };

export function usePlayback(
  game: Game | null,
  last: Frame['entry'],
  load: LoadFrames,
  pace: number = PACE_MS,
): Playback {
  const [state, setState] = useState<State>(IDLE);
  const seen = useRef(-1);
  const generation = useRef(0);
  const chain = useRef<Promise<void>>(Promise.resolve());
  // What was drawn last, to keep on the table while the versions in between are read.
  const drawn = useRef<Frame | null>(null);
  const version = game?.version ?? -1;

  useEffect(() => {
    if (game === null) return;
    const before = seen.current;
    seen.current = game.version;
    if (before < 0 || game.version <= before) return;
    const playing = state.frames.length > 0;
    if (prefersReducedMotion() || (!playing && game.version - before < 2)) return;
    if (game.version - before > MAX_STEPS) {
      generation.current++;
      setState(IDLE);
      return;
    }
    // The newest version the page had is now one in between, and so is everything after it.
    const first = playing ? before : before + 1;
    const hold = playing ? null : drawn.current;
    const mine = generation.current;
    if (hold !== null) setState({ frames: [hold], at: 0, loading: true });
    // Reads are applied in the order the versions came, even if a later one answers first.
    chain.current = chain.current
      .then(() => load(first, game.version - 1))
      .then(
        frames => {
          if (mine !== generation.current) return;
          setState(s =>
            s.loading
              ? { frames, at: 0, loading: false }
              : s.frames.length > 0
                ? { ...s, frames: [...s.frames, ...frames] }
                : s,
          );
        },
        () => {
          if (mine === generation.current) setState(IDLE);
        },
      );
  }, [version]);

  // One step per `pace`; after the last frame the newest version is drawn and the playback is over.
  useEffect(() => {
    if (state.loading || state.frames.length === 0) return;
    const timer = setTimeout(() => setState(s => (s.at + 1 >= s.frames.length ? IDLE : { ...s, at: s.at + 1 })), pace);
    return () => clearTimeout(timer);
  }, [state, pace]);

  const skip = useCallback(() => {
    generation.current++;
    setState(IDLE);
  }, []);

  const frame = state.frames[state.at] ?? null;
  drawn.current = frame ?? (game === null ? null : { game, entry: last });
  return { frame, step: state.at + 1, total: state.frames.length + 1, loading: state.loading, skip };
}
