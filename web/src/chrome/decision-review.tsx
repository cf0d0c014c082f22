// The post-game review in the history stepper (issue 23): at a step that is a decision of the reviewed seat,
// "played X (value), best Y (value)", as the server computed it (GET /games/{id}/review). The reviewed seat
// is the viewer's own, or for a spectator the seat that moved at this step. The page computes nothing: it
// finds the step's decision in the server's list and says it; while the game is on the server refuses the
// review (409) and nothing is shown. A server too busy to compute it now (503, Retry-After) is asked again
// when it says, a few times, the note saying it is on its way meanwhile.
import { useEffect, useState } from 'preact/hooks';
import { isTransient } from '../../../src/client/retry';
import { ApiError, getReview } from '../api/client';
import type { DecisionReview, GameReview, LogEntry } from '../api/types';
import type { AnyGameUi, SeatNames } from '../games/contract';
import { t } from '../i18n/i18n';

interface LineProps {
  readonly decision: DecisionReview;
  /** A move in words. */
  readonly say: (move: unknown) => string;
}

/** The review of one decision in a sentence. */
export function ReviewLine({ decision, say }: LineProps) {
  const { played, best } = decision;
  const same = JSON.stringify(played.move) === JSON.stringify(best.move);
  return (
    <p class="review-line" data-testid="review-line" data-seq={decision.seq}>
      {same
        ? t('review.same', { played: say(played.move), value: played.value })
        : t('review.line', {
            played: say(played.move),
            playedValue: played.value,
            best: say(best.move),
            bestValue: best.value,
          })}
    </p>
  );
}

interface Props {
  readonly id: string;
  /** Whether the game is over: only then is there a review to ask for (before, the server answers 409). */
  readonly over: boolean;
  /** The viewer's seat, or null for a spectator. */
  readonly seat: number | null;
  /** The entry of this step, once read. */
  readonly entry: LogEntry | null;
  readonly view: unknown;
  readonly ui: AnyGameUi;
  readonly names: SeatNames;
}

type Known = GameReview | 'none' | 'loading';

/** Times a busy server is asked for the review, in all. */
export const REVIEW_TRIES = 4;
/** The wait before asking again when a busy server did not say how long (seconds). */
const DEFAULT_RETRY_SECONDS = 5;

/** The stepper's note: the review of this step's decision, when the game is over and it is one. */
export function DecisionReviewNote({ id, over, seat, entry, view, ui, names }: Props) {
  const reviewed = over ? (seat ?? entry?.seat ?? null) : null;
  // By game and seat: the note may stay on the page while another game is shown.
  const key = `${id}/${reviewed}`;
  const [reviews, setReviews] = useState<ReadonlyMap<string, Known>>(new Map());
  const known = reviewed === null ? undefined : reviews.get(key);
  // One request per game and seat, asked when its seat is first shown. Only [id, reviewed] start or end it:
  // the 'loading' it sets must not end it (it did once, and the review never came to the page). Stepping
  // to another seat's decision ends a request under way and forgets its 'loading', so it is asked again.
  useEffect(() => {
    if (reviewed === null || reviews.has(key)) return;
    let live = true;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const set = (value: Known | null) =>
      setReviews(all => {
        const next = new Map(all);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      });
    const keep = (value: Known) => {
      if (!live) return;
      done = value !== 'loading';
      set(value);
    };
    keep('loading');
    // A game still on (409) has no review yet, and any other refusal leaves the stepper as it was: a note
    // the server cannot give is no reason to disturb the history. A busy server is asked again.
    const ask = (tries: number): void => {
      getReview(id, reviewed).then(keep, (error: unknown) => {
        if (!(error instanceof ApiError && isTransient(error.status) && tries < REVIEW_TRIES)) return keep('none');
        const seconds = error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS;
        timer = setTimeout(() => live && ask(tries + 1), seconds * 1000);
      });
    };
    ask(1);
    return () => {
      live = false;
      clearTimeout(timer);
      if (!done) set(null);
    };
  }, [id, reviewed]);
  if (entry === null || entry.seat !== reviewed || known === undefined || known === 'none') return null;
  if (known === 'loading')
    return (
      <p class="review-line muted" aria-busy="true">
        {t('review.loading')}
      </p>
    );
  const decision = known.decisions.find(d => d.seq === entry.seq);
  if (decision === undefined) return null;
  const say = (move: unknown): string =>
    ui.describeMove?.(move, view, names) ?? (move as { type?: string } | null)?.type ?? '?';
  return <ReviewLine decision={decision} say={say} />;
}
