// A person's name with right-to-left letters, put into one of the page's sentences, is isolated between FSI
// and PDI (web/src/i18n/bidi.ts): it keeps its own direction without pulling "wins", "of" or "(you)" to its
// side. Every sentence below names the seat of Dana, written in Hebrew; the name must never appear bare.
import { render } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogEntry, MonadFact, MonteCarloFact, TableSeat } from '../../../web/src/api/types';
import { ChatPanel } from '../../../web/src/chrome/chat';
import { ClockPanel } from '../../../web/src/chrome/clock';
import { Layout } from '../../../web/src/chrome/layout';
import { PresenceLine } from '../../../web/src/chrome/presence';
import { describeEntry } from '../../../web/src/chrome/recent';
import { seatNames, tableLine } from '../../../web/src/chrome/seats';
import { statusSentence } from '../../../web/src/chrome/status';
import { monadUi } from '../../../web/src/games/monad';
import { monteCarloUi } from '../../../web/src/games/monte-carlo';
import { pawnWhere } from '../../../web/src/games/monte-carlo/pawn-names';
import { isolate } from '../../../web/src/i18n/bidi';
import { setLanguage } from '../../../web/src/i18n/i18n';
import { FSI, PDI, isolated } from '../../support/bidi';
import { given, viewOf } from '../games/monte-carlo/support';

const DANA = 'דנה כהן';
const seats: TableSeat[] = [
  { seat: 0, name: DANA, bot: null, state: 'taken' },
  { seat: 1, name: 'Ada', bot: null, state: 'taken' },
  { seat: 2, name: null, bot: null, state: 'open' },
];
const names = seatNames(seats, null);

/** `text` names Dana, and only ever between FSI and PDI. */
function expectIsolated(text: string, name = DANA): void {
  expect(text).toContain(isolated(name));
  expect(text.split(isolated(name)).join('')).not.toContain(name);
}

const entry = (part: Partial<LogEntry>): LogEntry => ({
  seq: 3,
  kind: 'move',
  seat: 0,
  move: null,
  facts: [],
  createdAt: '2026-11-27T12:00:00.000Z',
  ...part,
});

describe('a right-to-left name in a sentence', () => {
  afterEach(() => setLanguage('en'));

  it('is isolated, and a stray PDI inside cannot end the isolation early', () => {
    expect(isolate(DANA)).toBe(`${FSI}${DANA}${PDI}`);
    // An override the name leaves open is closed by the PDI; a PDI of its own that closes nothing is dropped.
    expect(isolate('\u202Eevil')).toBe(`${FSI}\u202Eevil${PDI}`);
    expect(isolate(`a${PDI}\u202Eb`)).toBe(`${FSI}a\u202Eb${PDI}`);
    expect(isolate(`a\u2067b${PDI}c`)).toBe(`${FSI}a\u2067b${PDI}c${PDI}`);
  });

  it("names the seat isolated, in lists, with (you) and in the game's status", () => {
    expectIsolated(names(0));
    expectIsolated(seatNames(seats, 0)(0));
    expectIsolated(seatNames([{ ...seats[0]!, bot: 'heuristic' }], null)(0));
    expectIsolated(tableLine(seats));
    const game = { status: 'active' as const, toAct: [0, 1], outcome: null, seat: null };
    expectIsolated(statusSentence(game, names));
    expectIsolated(
      statusSentence({ ...game, status: 'finished', outcome: { reason: 'won', winners: [0], ranking: [] } }, names),
    );
  });

  it('isolates it in the log, in every language', async () => {
    for (const language of ['en', 'fr', 'de'] as const) {
      await setLanguage(language);
      const monadFact: MonadFact = { type: 'turn_ended', seat: 0, turn: 2, next: 1 } as MonadFact;
      expectIsolated(monadUi.describeFact(monadFact, names));
      const mcFact: MonteCarloFact = { type: 'die_rolled', seat: 0, die: 5 };
      expectIsolated(monteCarloUi.describeFact(mcFact, names));
      expectIsolated(describeEntry(entry({ kind: 'leave', table: { type: 'left', seat: 0 } }), monadUi, names));
      // A seat taken under a name of its own, told before the seats list it.
      expectIsolated(
        describeEntry(entry({ kind: 'join', table: { type: 'joined', seat: 2, name: 'מיכל' } }), monadUi, names),
        'מיכל',
      );
      expectIsolated(describeEntry(entry({ kind: 'timeout', seat: 0 }), monadUi, names));
    }
  });

  it('isolates it where the pawn of a person is named: "{pawn} of {name}, on square …"', () => {
    expectIsolated(pawnWhere(viewOf(given({ at: { 0: 20 } })), 0, names));
  });

  it('isolates it on the page: the header, the clock, presence, the chat (the rematch: tests/web/chrome/rematch-live.test.tsx)', () => {
    const dana = { id: 'p-dana', name: DANA, key: 'k' };
    expectIsolated(
      render(
        <Layout identity={dana} route={{ page: 'home', filters: {} } as never} language="en">
          {null}
        </Layout>,
      ),
    );
    const clock = { kind: 'per-turn', perTurnMs: 60_000, seats: [{ seat: 0, remainingMs: 60_000, deadline: null }] };
    expectIsolated(render(<ClockPanel clock={clock as never} names={names} />));
    expectIsolated(render(<PresenceLine presence={{ seats: [{ seat: 0, here: true }], watching: 0 }} names={names} />));
    const ada = { id: 'p-ada', name: 'Ada', key: 'k2' };
    const message = { id: 1, channel: 'seats' as const, text: 'hi', playerId: 'p-dana', seat: 0, name: DANA, at: '' };
    const chat = {
      messages: [message],
      closesAt: null,
      error: null,
      busy: false,
      hear: () => undefined,
      send: async () => true,
      mute: async () => undefined,
      recheck: () => undefined,
    };
    const html = render(<ChatPanel chat={chat} identity={ada} />);
    // The author stands alone in a <bdi>; inside the mute button's label, the name is isolated.
    expect(html).toContain(`<bdi class="chat-author">${DANA}</bdi>`);
    expect(html).toContain(`aria-label="Mute ${isolated(DANA)}`);
  });
});
