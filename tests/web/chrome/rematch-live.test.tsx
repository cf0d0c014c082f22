// Issue 21, defect 3: the rematch is live for the other player. Bob's page of the finished game learns of
// the rematch Ada opened from his player stream (`rematch-offered`), reads the game again and says "Ada is
// waiting for you — join the rematch"; on the new table, which waits for Bob, no seat is "to play": every
// seat shows "waiting" (the rules' view already names the first turn; the server's toAct is empty).
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../web/src/api/types';
import { GameActions } from '../../../web/src/chrome/game-actions';
import { offersRematchOf, rematchOpener } from '../../../web/src/chrome/rematch-offer';
import { seatNames } from '../../../web/src/chrome/seats';
import { monadUi } from '../../../web/src/games/monad';
import { Table as McTable } from '../../../web/src/games/monte-carlo/table';
import { Play } from '../games/monad/fixtures';
import { given, viewOf } from '../games/monte-carlo/support';
import { isolated } from '../../support/bidi';

const seats = [
  { seat: 0, name: 'Ada', bot: null, state: 'taken' as const },
  { seat: 1, name: 'Bob', bot: null, state: 'taken' as const },
];
const bob = { key: 'bob-key', name: 'Bob', id: 'p-bob' };

const finished = (rematch: string | null): Game =>
  ({
    id: 'old',
    game: 'monad',
    version: 9,
    status: 'finished',
    toAct: [],
    seat: 1,
    outcome: { reason: 'resigned', winners: [0], ranking: [] },
    table: { listed: false, seats, rematch, rematchOf: null, expired: false },
  }) as unknown as Game;

describe("the rematch, on the other player's page", () => {
  it('hears of it on the player stream: a rematch-offered event of this game, not of another', () => {
    expect(offersRematchOf({ type: 'rematch-offered', gameId: 'old' }, 'old')).toBe(true);
    expect(offersRematchOf({ type: 'rematch-offered', gameId: 'other' }, 'old')).toBe(false);
    expect(offersRematchOf({ type: 'finished', gameId: 'old' }, 'old')).toBe(false);
  });

  it('knows who opened it from the log', () => {
    expect(
      rematchOpener([
        { kind: 'resign', seat: 1 },
        { kind: 'rematch', seat: 0 },
      ]),
    ).toBe(0);
    expect(rematchOpener([{ kind: 'resign', seat: 1 }])).toBeNull();
  });

  it('says who waits, and offers the seat', () => {
    const names = seatNames(seats, 1);
    const html = render(
      <GameActions game={finished('new')} identity={bob} onChanged={() => undefined} rematchBy={0} names={names} />,
    );
    expect(html).toContain('data-testid="rematch-offer"');
    expect(html).toContain(`${isolated('Ada')} is waiting for you — join the rematch`);
    expect(html).toContain('Take your seat in the rematch');
  });

  it('says nothing of the kind before a rematch, nor to the one who opened it', () => {
    const names = seatNames(seats, 1);
    const before = render(
      <GameActions game={finished(null)} identity={bob} onChanged={() => undefined} rematchBy={null} names={names} />,
    );
    expect(before).not.toContain('rematch-offer');
    expect(before).toContain('>Rematch<');
    const ada = { ...finished('new'), seat: 0 } as Game;
    const own = render(
      <GameActions game={ada} identity={bob} onChanged={() => undefined} rematchBy={0} names={seatNames(seats, 0)} />,
    );
    expect(own).not.toContain('rematch-offer');
  });
});

describe('a table waiting for people', () => {
  it('Monad: no seat is "to play", every seat is "waiting"', () => {
    const play = Play.dealt(11);
    const view = play.view(0);
    expect(view.turn.seat).toBe(0);
    const names = (s: number) => ['Ada', 'Bob'][s] ?? `Seat ${s}`;
    const html = render(<monadUi.Table view={view} seat={1} toAct={[]} waiting names={names} last={null} />);
    expect(html).not.toContain('mbadge-turn');
    expect(html.split('mbadge-waiting').length - 1).toBe(view.seats.length);
    const playing = render(<monadUi.Table view={view} seat={1} toAct={[0]} names={names} last={null} />);
    expect(playing).toContain('mbadge-turn');
    expect(playing).not.toContain('mbadge-waiting');
  });

  it('Monte Carlo: no seat is "to act" nor "their turn", every seat is "waiting"', () => {
    const view = viewOf(given({ at: {} }));
    const html = render(<McTable view={view} seat={1} toAct={[]} waiting names={String} last={null} />);
    expect(html).not.toContain('to act');
    expect(html).not.toContain('their turn');
    expect(html.split('· waiting').length - 1).toBe(view.seats.length);
  });
});
