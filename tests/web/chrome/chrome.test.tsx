// The page's shared pieces rendered to HTML, as a person (and a screen reader) would read them: the status
// line with the hooks the browser tests use, the names of seats, the list of games, the log's table entries,
// a refusal with the rule's sentence, and the clock.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/api/client';
import type { Game, GameSummary, LogEntry, Problem } from '../../../web/src/api/types';
import { ClockPanel } from '../../../web/src/chrome/clock';
import { GameList } from '../../../web/src/chrome/game-list';
import { errorKind } from '../../../web/src/chrome/error-kind';
import { ProblemNote } from '../../../web/src/chrome/problem';
import { describeEntry } from '../../../web/src/chrome/recent';
import { seatNames, tableLine } from '../../../web/src/chrome/seats';
import { StatusLine, statusSentence } from '../../../web/src/chrome/status';
import { formatDuration } from '../../../web/src/chrome/time';
import { uiFor } from '../../../web/src/games/registry';
import { isolated } from '../../support/bidi';

const seats = [
  { seat: 0, name: 'Ada', bot: null, state: 'taken' as const },
  { seat: 1, name: null, bot: 'heuristic', state: 'bot' as const },
  { seat: 2, name: null, bot: null, state: 'open' as const },
];
const names = seatNames(seats, 0);

describe('the page chrome', () => {
  it('names seats by name, bot or number, and marks yours', () => {
    expect([0, 1, 2].map(names)).toEqual([`${isolated('Ada')} (you)`, 'Bot (plays well)', 'Seat 3']);
    expect(tableLine(seats)).toBe(`${isolated('Ada')}, Bot (plays well) and an open seat`);
  });

  it('says whose turn it is and how the game ended', () => {
    expect(statusSentence({ status: 'active', toAct: [0], outcome: null, seat: 0 }, names)).toBe('Your turn.');
    expect(statusSentence({ status: 'active', toAct: [1], outcome: null, seat: 0 }, names)).toBe(
      'Bot (plays well) to play.',
    );
    expect(
      statusSentence(
        { status: 'finished', toAct: [], outcome: { reason: 'won', winners: [0], ranking: [] }, seat: null },
        names,
      ),
    ).toBe(`The game is over: ${isolated('Ada')} (you) won.`);
    expect(
      statusSentence(
        { status: 'finished', toAct: [], outcome: { reason: 'max-turns', winners: [0, 1], ranking: [] }, seat: null },
        names,
      ),
    ).toBe(`The game is over: ${isolated('Ada')} (you) and Bot (plays well) won (max turns).`);
    expect(statusSentence({ status: 'waiting', toAct: [], outcome: null, seat: 0 }, names)).toContain('Waiting');
  });

  it('puts the status and version where the browser tests read them', () => {
    const html = render(
      <StatusLine
        game={{ version: 12, status: 'active', toAct: [0], outcome: null, seat: 0 } as unknown as Game}
        names={names}
      />,
    );
    expect(html).toContain('data-testid="status"');
    expect(html).toContain('data-version="12"');
    expect(html).toContain('data-status="active"');
    expect(html).toContain('Your turn.');
  });

  it('lists games with their seats, whose turn and the deadline', () => {
    const summary = {
      id: 'g1',
      game: 'monad',
      players: 3,
      status: 'active',
      toAct: [0],
      seat: 0,
      outcome: null,
      deadline: new Date(Date.now() + 3 * 3600_000).toISOString(),
      table: { listed: false, seats },
    } as unknown as GameSummary;
    const html = render(<GameList games={[summary]} empty="none" testid="mine" />);
    expect(html).toContain('href="#/games/g1"');
    expect(html).toContain(`${isolated('Ada')}, Bot (plays well) and an open seat`);
    expect(html).toContain('your turn');
    expect(html).toMatch(/[23] h \d\d min left/);
    expect(render(<GameList games={[]} empty="No game yet." testid="mine" />)).toContain('No game yet.');
  });

  it('describes the table entries of the log', () => {
    const ui = uiFor('monad');
    const table = (t: LogEntry['table'], kind: LogEntry['kind']): LogEntry => ({
      seq: 1,
      kind,
      seat: null,
      move: null,
      facts: [],
      createdAt: '',
      table: t,
    });
    expect(describeEntry(table({ type: 'joined', seat: 2, name: 'Grace' }, 'join'), ui, names)).toBe(
      `${isolated('Grace')} took seat 3.`,
    );
    expect(describeEntry(table({ type: 'started' }, 'start'), ui, names)).toContain('the game starts');
    expect(describeEntry(table({ type: 'cancelled', seat: null }, 'cancel'), ui, names)).toContain('in time');
    expect(describeEntry(table({ type: 'left', seat: 0 }, 'leave'), ui, names)).toBe(
      `${isolated('Ada')} (you) left the table.`,
    );
  });

  it('shows a refusal in the rule book’s words, with a link to the rule', () => {
    const problem = {
      type: '/problems/monad/M8-not-your-turn',
      title: 'The rules forbid this now',
      status: 422,
      code: 'monad/M8-not-your-turn',
      detail: "It is seat 1's turn, not yours.",
    } as Problem;
    const html = render(<ProblemNote error={new ApiError(422, problem)} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("It is seat 1's turn, not yours.");
    expect(html).toContain('href="/problems/monad/M8-not-your-turn"');
    expect(render(<ProblemNote error={null} />)).toBe('');
  });

  it('links no page for a code of the server’s own, whose page advises API clients in English', () => {
    const problem = {
      type: '/problems/game-not-found',
      title: 'No such game',
      status: 404,
      code: 'game-not-found',
      detail: 'There is no game with this id: check the link you followed.',
    } as Problem;
    const html = render(<ProblemNote error={new ApiError(404, problem)} />);
    expect(html).toContain('There is no game with this id');
    expect(html).not.toContain('href=');
  });

  it('says a browser failure in the page’s words, by kind, the raw message only folded away', () => {
    const webauthn = Object.assign(new Error('127.0.0.1 is an invalid domain'), { name: 'SecurityError' });
    const html = render(<ProblemNote error={webauthn} />);
    expect(html).toContain('data-kind="passkey-refused"');
    expect(html).toMatch(/<p>The browser refused to use a passkey here/);
    expect(html).toMatch(/<details class="problem-detail"><summary>Technical details<\/summary><code>127\.0\.0\.1 is/);
    const kinds = [
      new TypeError('Failed to fetch'),
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
      new Error('WebAuthn is not supported in this browser'),
      new RangeError('oops'),
    ].map(errorKind);
    expect(kinds).toEqual(['network', 'passkey-cancelled', 'passkey-unsupported', 'other']);
  });

  it('shows each seat’s time, running for the seat to act', () => {
    const html = render(
      <ClockPanel
        clock={{
          kind: 'per-turn',
          perTurnSeconds: 86_400,
          seats: [
            { seat: 0, remainingMs: 86_400_000, deadline: null },
            { seat: 2, remainingMs: 65_000, deadline: new Date(Date.now() + 65_000).toISOString() },
          ],
        }}
        names={names}
      />,
    );
    expect(html).toContain('1 d per turn');
    expect(html).toContain(`${isolated('Ada')} (you): <time>1 d</time>`);
    expect(html).toMatch(/Seat 3: <time>1:0[45]<\/time>/);
    expect(formatDuration(59_999)).toBe('0:59');
    expect(formatDuration(3_600_000)).toBe('1 h 00 min');
  });
});
