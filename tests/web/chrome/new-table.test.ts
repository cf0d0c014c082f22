// The new-table form as data: the POST /games body it makes, and the sentences that stop a form the server
// would refuse. Every body made here is also checked against the API's own schema of POST /games.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { gameSchemas } from '../../../src/http/game-schemas.js';
import { THINK_MS as SERVER_THINK_MS } from '../../../src/bots/strategy.js';
import { render } from 'preact-render-to-string';
import { h } from 'preact';
import {
  BANK_PRESET,
  clockOption,
  createBody,
  defaultForm,
  formProblem,
  formProblemText,
  resizeSeats,
  THINK_MS,
  type TableForm,
  withClock,
  withRated,
} from '../../../web/src/chrome/new-table-body';
import { NewTable } from '../../../web/src/chrome/new-table';

const schemas = gameSchemas(games, builtInBots);
const form = (patch: Partial<TableForm> = {}): TableForm => ({ ...defaultForm('monad', {}), ...patch });
/** The form as the page draws it first, for Ada and Monad. */
const newTablePage = (): string =>
  render(
    h(NewTable, { identity: { id: 'p', name: 'Ada', key: 'k' } as never, onIdentity: () => undefined, game: 'monad' }),
  );

describe('the new-table form', () => {
  it('makes the body of POST /games: you, an open seat, no clock and casual by default', () => {
    expect(createBody(form())).toEqual({
      game: 'monad',
      players: 2,
      seats: [{ me: true }, { open: true }],
      rated: false,
    });
  });

  it('never asks for a rated game without a clock: rating picks the correspondence clock, no clock is casual', () => {
    const rated = withRated(form(), true);
    expect([rated.rated, rated.clock]).toEqual([true, BANK_PRESET]);
    expect(createBody(rated)).toMatchObject({ rated: true, clock: clockOption(BANK_PRESET) });
    // A clock already chosen is kept.
    const fischer = { kind: 'fischer', minutes: 5, incrementSeconds: 3 } as const;
    expect(withRated(form({ clock: fischer }), true).clock).toEqual(fischer);
    // No clock again: casual, and said so.
    const casual = withClock(rated, { kind: 'none' });
    expect(casual.rated).toBe(false);
    expect(createBody(casual)).toEqual(expect.objectContaining({ rated: false }));
    expect(createBody(casual)).not.toHaveProperty('clock');
    // Another clock keeps it rated; unticking leaves the clock.
    expect(withClock(rated, fischer).rated).toBe(true);
    expect(withRated(rated, false)).toMatchObject({ rated: false, clock: BANK_PRESET });
    // Even a form held otherwise never sends rated without a clock.
    expect(createBody(form({ rated: true }))).toMatchObject({ rated: false });
    for (const f of [rated, casual, withClock(rated, fischer)])
      expect((schemas.CreateGameBody as z.ZodType).safeParse(createBody(f)).success).toBe(true);
  });

  it('says, while no clock is chosen, that the game is casual and why', () => {
    const html = newTablePage();
    expect(html).toContain('name="rated"');
    expect(html).toContain('Without a clock the game is casual');
    expect(html).toContain('aria-describedby="rated-needs-clock"');
  });

  it('names bots, lists the table in the lobby and carries the clock and options', () => {
    const body = createBody(
      form({
        game: 'monte-carlo',
        players: 3,
        seats: ['me', 'heuristic', 'open'],
        listed: true,
        clock: { kind: 'fischer', minutes: 5, incrementSeconds: 3 },
        options: { maxTurns: 20 },
      }),
    );
    expect(body).toEqual({
      game: 'monte-carlo',
      players: 3,
      seats: [{ me: true }, { bot: 'heuristic' }, { open: true }],
      listed: true,
      clock: { initialSeconds: 300, incrementSeconds: 3 },
      rated: false,
      options: { maxTurns: 20 },
    });
  });

  it.each([
    [form(), true],
    [form({ clock: { kind: 'per-turn', hours: 24, minutes: 0 } }), true],
    [
      form({ game: 'monte-carlo', players: 4, seats: ['me', 'random', 'heuristic', 'open'], options: { maxTurns: 5 } }),
      true,
    ],
  ])('makes bodies the API accepts (%#)', (f, ok) => {
    expect(formProblem(f)).toBeNull();
    const parsed = (schemas.CreateGameBody as z.ZodType).safeParse(createBody(f));
    expect(parsed.success).toBe(ok);
  });

  it('converts the clock fields to the API seconds', () => {
    expect(clockOption({ kind: 'none' })).toBeUndefined();
    expect(clockOption({ kind: 'per-turn', hours: 1, minutes: 30 })).toEqual({ perTurnSeconds: 5400 });
    expect(clockOption({ kind: 'fischer', minutes: 0.5, incrementSeconds: 0 })).toEqual({
      initialSeconds: 30,
      incrementSeconds: 0,
    });
  });

  it('offers the correspondence time bank (10 days, 1 a turn, at most 20) and a bot on timeout at 3+ seats', () => {
    expect(clockOption(BANK_PRESET)).toEqual({
      initialSeconds: 864_000,
      incrementSeconds: 86_400,
      maxSeconds: 1_728_000,
    });
    const three = form({ players: 3, seats: ['me', 'open', 'open'], clock: BANK_PRESET, botOnTimeout: true });
    expect(formProblem(three)).toBeNull();
    const body = createBody(three);
    expect(body).toMatchObject({ clock: { maxSeconds: 1_728_000 }, onTimeout: 'bot' });
    expect((schemas.CreateGameBody as z.ZodType).safeParse(body).success).toBe(true);
    // Two players: the option is not offered, so not sent.
    expect(createBody(form({ clock: BANK_PRESET, botOnTimeout: true }))).not.toHaveProperty('onTimeout');
    expect(formProblemText(formProblem(form({ clock: { ...BANK_PRESET, maxDays: 5 } })) ?? 'one-me')).toContain(
      'at most 60 days',
    );
  });

  it.each([
    [form({ seats: ['me', 'me'] }), 'one seat only'],
    [form({ seats: ['heuristic', 'random'] }), 'Keep a seat for a person'],
    [form({ seats: ['me', 'heuristic'], listed: true }), 'needs an open seat'],
    [form({ clock: { kind: 'per-turn', hours: 0, minutes: 0 } }), 'from 1 second to 30 days'],
    [form({ clock: { kind: 'per-turn', hours: 721, minutes: 0 } }), 'from 1 second to 30 days'],
    [form({ clock: { kind: 'fischer', minutes: 24 * 60 + 1, incrementSeconds: 0 } }), 'one day'],
    [form({ clock: { kind: 'fischer', minutes: 5, incrementSeconds: 3601 } }), 'one hour'],
  ])('stops a form the server would refuse, with a sentence (%#)', (f, sentence) => {
    const problem = formProblem(f);
    expect(problem === null ? null : formProblemText(problem)).toContain(sentence);
  });

  it('keeps the seats chosen when the player count changes, new seats open', () => {
    expect(resizeSeats(['me', 'heuristic'], 4)).toEqual(['me', 'heuristic', 'open', 'open']);
    expect(resizeSeats(['me', 'heuristic', 'open', 'open'], 2)).toEqual(['me', 'heuristic']);
  });

  it('offers the searching bot first, as the strongest, with its think budget in the body', () => {
    const body = createBody(form({ seats: ['me', 'ismcts'], thinkMs: 350 }));
    expect(body.seats).toEqual([{ me: true }, { bot: 'ismcts', thinkMs: 350 }]);
    expect((schemas.CreateGameBody as z.ZodType).safeParse(body).success).toBe(true);
    // Only searching bots carry a budget: the heuristic's seat is as before.
    expect(createBody(form({ seats: ['me', 'heuristic'], thinkMs: 350 })).seats).toEqual([
      { me: true },
      { bot: 'heuristic' },
    ]);
    for (const game of ['monad', 'monte-carlo']) expect(builtInBots.names(game)).toContain('ismcts');
  });

  it('keeps the think budget within the bounds the server takes, and says them', () => {
    expect(THINK_MS).toEqual(SERVER_THINK_MS);
    expect(form().thinkMs).toBe(SERVER_THINK_MS.default);
    for (const thinkMs of [SERVER_THINK_MS.min - 1, SERVER_THINK_MS.max + 1, 100.5]) {
      const f = form({ seats: ['me', 'ismcts'], thinkMs });
      const problem = formProblem(f);
      expect(problem === null ? null : formProblemText(problem)).toBe(
        'A searching bot thinks from 20 to 5,000 ms per move.',
      );
    }
    // A table without a searching bot has no budget to check.
    expect(formProblem(form({ seats: ['me', 'heuristic'], thinkMs: 1 }))).toBeNull();
  });

  it('draws the searching bot first among the bots of every seat', () => {
    const html = newTablePage();
    const options = [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map(m => [m[1], m[2]]);
    // The seats' options: after the player counts, "me" and "open", then the bots.
    const bots = options
      .map(([value]) => value)
      .filter(value => !/^\d+$/.test(value ?? '') && value !== 'me' && value !== 'open');
    expect(bots.slice(0, 3)).toEqual(['ismcts', 'heuristic', 'random']);
    expect(options).toContainEqual(['ismcts', 'Bot (searches: the strongest)']);
    // No searching bot at the default table: no think budget to set.
    expect(html).not.toContain('name="think-ms"');
  });
});
