// Playing a game through the API by seat tokens alone, and auditing it once it is over, as anyone holding
// its revealed seed can: the opening comes from `setup` drawing the chance of entry 0, every logged move is
// decided again drawing the chance of its own entry (src/service/games/chance.ts), every resignation is resigned
// again. Whatever the server wrote, the same seed and moves must produce it; the log as each viewer sees it
// is then the replayed facts redacted for that viewer.
import { expect } from 'vitest';
import { pick, type AnyGame, type GameConfig, type Rng, type Viewer } from '../../src/engine/index.js';
import { CURRENT_RNG_VERSION, chanceFor } from '../../src/service/games/chance.js';
import { sha256Hex } from '../../src/service/access/secrets.js';
import { canonical } from './playout.js';
import { bearer, type Api, type NewGame } from './server.js';

/** A log entry as `GET /games/{id}/moves` shows it once the game is over (every move is public then). */
export interface SeenEntry {
  readonly seq: number;
  readonly kind: 'setup' | 'move' | 'resign';
  readonly seat: number | null;
  readonly move: unknown;
  readonly facts: readonly unknown[];
}

export interface Replayed {
  /** The facts of each entry, hidden parts included. */
  readonly facts: readonly (readonly unknown[])[];
  /** The state after each entry. */
  readonly states: readonly unknown[];
}

export function replayFromSeed(
  game: AnyGame,
  config: GameConfig<unknown>,
  seed: string,
  entries: readonly SeenEntry[],
  rngVersion: number = CURRENT_RNG_VERSION,
): Replayed {
  const facts: unknown[][] = [];
  const states: unknown[] = [];
  let state: unknown = game.initial(config);
  for (const entry of entries) {
    const decision =
      entry.kind === 'setup'
        ? game.setup(config, chanceFor(rngVersion, seed, entry.seq))
        : entry.kind === 'resign'
          ? game.resign(state, entry.seat ?? -1)
          : game.decide(state, entry.seat ?? -1, entry.move, chanceFor(rngVersion, seed, entry.seq));
    if (!decision.ok)
      throw new Error(
        `entry ${entry.seq} (${entry.kind}) refused on replay: ${decision.violation.code} ${decision.violation.message}`,
      );
    for (const fact of decision.facts) state = game.evolve(state, fact);
    facts.push([...decision.facts]);
    states.push(state);
  }
  return { facts, states };
}

/** The whole log as `viewer` sees it (null: a spectator), page by page. */
export async function readWholeLog(api: Api, gameId: string, token?: string): Promise<SeenEntry[]> {
  const entries: SeenEntry[] = [];
  for (;;) {
    const req = api.get(`/games/${gameId}/moves?after=${entries.length - 1}&limit=1000`);
    const res = await (token === undefined ? req : req.set(...bearer(token))).expect(200);
    const page = res.body as { version: number; entries: SeenEntry[] };
    entries.push(...page.entries);
    if (page.entries.length === 0 || entries.length > page.version) return entries;
  }
}

/** The log as every viewer sees it (spectator first, then each seat), checked against a replay. */
export interface Audit {
  readonly replayed: Replayed;
  readonly logs: readonly { readonly viewer: Viewer; readonly entries: readonly SeenEntry[] }[];
}

/**
 * Reads a finished game's seed and its log as every viewer sees it, and replays the spectator's log (moves
 * are public after the end) from the seed. The caller compares; this only gathers.
 */
export async function auditFinishedGame(
  api: Api,
  game: AnyGame,
  created: {
    readonly id: string;
    readonly tokens: readonly string[];
    readonly players: number;
    readonly options: unknown;
  },
): Promise<Audit & { readonly seed: string; readonly seedHash: string }> {
  const res = await api.get(`/games/${created.id}`).expect(200);
  const { seed, seedHash, status } = res.body as { seed: string | null; seedHash: string; status: string };
  if (status !== 'finished' || seed === null)
    throw new Error(`game ${created.id} is ${status}; its seed is not revealed`);
  const spectator = await readWholeLog(api, created.id);
  const seats = await Promise.all(created.tokens.map(token => readWholeLog(api, created.id, token)));
  const replayed = replayFromSeed(game, { players: created.players, options: created.options }, seed, spectator);
  return {
    seed,
    seedHash,
    replayed,
    logs: [{ viewer: null, entries: spectator }, ...seats.map((entries, seat) => ({ viewer: seat, entries }))],
  };
}

export const seedMatches = (seed: string, seedHash: string): boolean => sha256Hex(seed) === seedHash;

export interface GameBody {
  version: number;
  status: string;
  toAct: number[];
  seat: number | null;
  view: unknown;
  outcome: { reason: string; winners: number[]; ranking: { seat: number; place: number; score?: number }[] } | null;
}

/**
 * Plays random listed moves, each from a seat among those to act, until the game is over — or, with
 * `moves`, until that many have been played. Returns the game as a spectator last saw it.
 */
export async function playByTokens(
  api: Api,
  g: NewGame,
  rng: Rng,
  limit: { moves?: number } = {},
): Promise<{ game: GameBody; moves: number }> {
  const maxMoves = 5_000;
  for (let moves = 0; moves <= maxMoves; moves++) {
    const game = (await api.get(`/games/${g.id}`).expect(200)).body as GameBody;
    if (game.status === 'finished' || moves === limit.moves) return { game, moves };
    const seat = pick(game.toAct, rng);
    const token = g.tokens[seat] ?? '';
    const legal = await api
      .get(`/games/${g.id}/legal-moves`)
      .set(...bearer(token))
      .expect(200);
    expect(legal.body.version).toBe(game.version);
    const move: unknown = pick(legal.body.moves as unknown[], rng);
    const res = await api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(token))
      .send({ move, expectedVersion: game.version });
    expect(res.status, JSON.stringify({ move, problem: res.body as unknown })).toBe(200);
    expect((res.body as GameBody).version).toBe(game.version + 1);
  }
  throw new Error(`not over after ${maxMoves} moves`);
}

/** The audit every finished game passes, whatever the game: seed, log per viewer, final view, outcome. */
export async function expectReproducible(
  api: Api,
  game: AnyGame,
  g: NewGame,
  players: number,
  options: unknown,
  final: GameBody,
): Promise<number> {
  const audit = await auditFinishedGame(api, game, { id: g.id, tokens: g.tokens, players, options });
  expect(audit.seedHash).toMatch(/^[0-9a-f]{64}$/);
  expect(audit.seedHash).toBe(g.body['seedHash']);
  expect(seedMatches(audit.seed, audit.seedHash)).toBe(true);
  const spectator = audit.logs[0]?.entries ?? [];
  expect(spectator.map(e => e.seq)).toEqual(spectator.map((_, i) => i));
  expect(spectator).toHaveLength(final.version + 1);
  // Once the game is over every move is public: the log alone says who did what.
  expect(spectator.slice(1).every(e => e.kind !== 'move' || e.move !== null)).toBe(true);
  // Every viewer's log is the replay's facts, redacted for that viewer.
  for (const { viewer, entries } of audit.logs) {
    // Compared as canonical JSON (jsonb does not keep key order); the first difference is shown in full.
    const expected = audit.replayed.facts.map(facts => canonical(facts.map(f => game.redact(f, viewer))));
    const shown = entries.map(e => canonical(e.facts));
    const first = shown.findIndex((facts, i) => facts !== expected[i]);
    if (first >= 0)
      expect(JSON.parse(shown[first] ?? 'null'), `entry ${first} as seat ${String(viewer)} sees it`).toEqual(
        JSON.parse(expected[first] ?? 'null'),
      );
    expect(shown).toHaveLength(expected.length);
  }
  // The replayed state is the game: over only at the last entry, with the same outcome and view.
  const states = audit.replayed.states;
  expect(states.findIndex(s => game.outcome(s) !== null)).toBe(states.length - 1);
  const last = states.at(-1);
  expect(game.outcome(last)).toEqual(final.outcome);
  expect(JSON.parse(JSON.stringify(game.view(last, null)))).toEqual(final.view);
  return spectator.length;
}
