// The games of `npm run bench:http`: Monad games planned ahead (bench-plan.ts), created through the API
// with their seeds (the server's deal is checked against the plan's), and brought to the length a run needs
// by writing their first planned moves into the log in bulk — the entries the server would have appended —
// with the projection and the snapshots (every SNAPSHOT_EVERY entries) updated to match.
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import { monad } from '../src/games/monad/index.js';
import { snapshotDue } from '../src/service/games/load.js';
import { openPostgres, type Database } from '../src/store/database.js';
import { planGame, PLAYERS, spectatorView, stateAfter, toAct, type Plan } from './bench-plan.js';

export interface BenchGame {
  readonly id: string;
  readonly tokens: readonly string[];
  readonly plan: Plan;
  /** The request body of each planned move, by entry: bodies[seq - 1]. */
  readonly bodies: readonly string[];
  /** The game's version as the bench knows it: plan.steps[version - offset] is its next move. */
  version: number;
  /** Entries before the first planned move that are not in the plan (a table's join and start); 0 otherwise. */
  readonly offset: number;
}

export interface GameSet {
  /** Names the seeds: `${label}-${i}`. */
  readonly label: string;
  readonly count: number;
  /** Moves written into each log before the run. */
  readonly prefill: number;
  /** Moves each game must have left for the run. */
  readonly runMoves: number;
  /** The entry of the first planned move: 1, or 3 at a table two players joined (join, start). */
  readonly firstSeq?: number;
}

let planSeed = 0;

/** A set of games on the server at `base`, whose database is at `url`, each `prefill` moves long. */
export async function prepareSet(base: string, url: string, set: GameSet): Promise<BenchGame[]> {
  const games = await createGames(base, planSet(set), set.prefill);
  await prefillLogs(url, games, set.prefill);
  return games;
}

/** `set.count` plans of `prefill + runMoves` moves each. */
export function planSet(set: GameSet): Plan[] {
  const length = set.prefill + set.runMoves;
  const plans: Plan[] = [];
  for (let i = 0; plans.length < set.count; i++) {
    if (i >= set.count * 4) throw new Error(`random play got stuck before ${length} moves too often (${set.label})`);
    const plan = planGame(`${set.label}-${i}`, length, planSeed++, set.firstSeq);
    // Another seed when random play gets stuck too early (bench-plan.ts).
    if (plan.steps.length === length) plans.push(plan);
  }
  return plans;
}

/** The longest of `tries` plans of up to `length` moves (random play ends Monad games by rule: M-deck). */
export function longestPlan(label: string, length: number, tries: number): Plan {
  let best: Plan | null = null;
  for (let i = 0; i < tries; i++) {
    const plan = planGame(`${label}-${i}`, length, planSeed++);
    if (!best || plan.steps.length > best.steps.length) best = plan;
  }
  if (!best) throw new Error('no plan');
  return best;
}

/** Creates one game per plan through the API with the plan's seed, checking the deal; `prefill` moves are to be written in bulk. */
export async function createGames(base: string, plans: readonly Plan[], prefill = 0): Promise<BenchGame[]> {
  return inBatches(plans, async (plan): Promise<BenchGame> => {
    const res = await fetch(`${base}/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'monad', players: PLAYERS, seed: plan.seed }),
    });
    if (res.status !== 201) throw new Error(`creating a game: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { id: string; view: unknown; seats: { token: string }[] };
    if (!isDeepStrictEqual(body.view, spectatorView(plan.opening)))
      throw new Error(`the server dealt game ${plan.seed} otherwise`);
    const bodies = plan.steps.map((step, i) => (i < prefill ? '' : JSON.stringify({ move: step.move })));
    return { id: body.id, tokens: body.seats.map(s => s.token), plan, bodies, version: 0, offset: 0 };
  });
}

/** The entries before a table's first move: the deal (0), the second player's join (1) and the start (2). */
export const TABLE_FIRST_SEQ = 3;

async function call<T>(base: string, path: string, key: string | null, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * One table per plan (planned from entry TABLE_FIRST_SEQ), as people play: two new players, the first
 * creating the table with the plan's seed and an open seat, the second joining with its invitation; each
 * player with one webhook to `hookUrl` when given. The players' keys are the seats' tokens.
 */
export async function createTables(base: string, plans: readonly Plan[], hookUrl: string | null): Promise<BenchGame[]> {
  return inBatches(plans, async (plan): Promise<BenchGame> => {
    const players: { key: string }[] = [];
    for (const name of ['Ada', 'Bea']) {
      const player = await call<{ key: string }>(base, '/players', null, { name });
      if (hookUrl !== null) await call(base, '/players/me/webhooks', player.key, { url: hookUrl });
      players.push(player);
    }
    const [first, second] = players as [{ key: string }, { key: string }];
    const created = await call<{ id: string; invites: { code: string }[] }>(base, '/games', first.key, {
      game: 'monad',
      players: PLAYERS,
      seed: plan.seed,
      seats: [{ me: true }, { open: true }],
    });
    const { game: joined } = await call<{ game: { version: number; status: string } }>(
      base,
      `/games/${created.id}/join`,
      second.key,
      { code: created.invites[0]?.code },
    );
    if (joined.version !== TABLE_FIRST_SEQ - 1 || joined.status !== 'active')
      throw new Error(`table ${created.id} started at version ${joined.version} (${joined.status})`);
    const bodies = plan.steps.map(step => JSON.stringify({ move: step.move }));
    return {
      id: created.id,
      tokens: [first.key, second.key],
      plan,
      bodies,
      version: joined.version,
      offset: TABLE_FIRST_SEQ - 1,
    };
  });
}

/** `work` on every item, a few at a time (game creation and prefill are round trips, not CPU). */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < items.length; at += size)
    out.push(...(await Promise.all(items.slice(at, at + size).map(work))));
  return out;
}

/**
 * Appends each game's first `moves` planned moves to its log, as the server would have, with its projection and
 * snapshots: in the Postgres database at `url`, or in `database` (an embedded one no server holds: bench-start.ts).
 */
export async function prefillLogs(
  target: string | Database,
  games: readonly BenchGame[],
  moves: number,
): Promise<void> {
  const database = typeof target === 'string' ? openPostgres({ url: target }) : target;
  try {
    await inBatches(games, async game => {
      const steps = game.plan.steps.slice(0, moves);
      // One statement per game: the entries as arrays, unnested into rows.
      await sql`
        insert into moves (game_id, seq, kind, seat, move, facts)
        select ${game.id}, seq, 'move', seat, move::json, facts::json
        from unnest(${steps.map((_, i) => i + 1)}::integer[], ${steps.map(s => s.seat)}::integer[],
                    ${steps.map(s => JSON.stringify(s.move))}::text[], ${steps.map(s => JSON.stringify(s.facts))}::text[])
          as entry(seq, seat, move, facts)
      `.execute(database.db);
      const at = new Date();
      for (let version = 1; version <= moves; version++) {
        if (!snapshotDue(version)) continue;
        const state = JSON.stringify(stateAfter(game.plan, version));
        await database.db
          .insertInto('snapshots')
          .values({ game_id: game.id, state_version: monad.stateVersion, version, state, created_at: at })
          .execute();
      }
      const to = [...toAct(stateAfter(game.plan, moves))];
      await database.db
        .updateTable('games')
        .set({ version: moves, to_act: to, updated_at: at })
        .where('id', '=', game.id)
        .execute();
      game.version = moves;
    });
  } finally {
    if (typeof target === 'string') await database.close();
  }
}

/** How many games the server shows otherwise than their plans say (spectator views compared). */
export async function differences(base: string, games: readonly BenchGame[]): Promise<number> {
  let differ = 0;
  for (const game of games) {
    const body = (await (await fetch(`${base}/games/${game.id}`)).json()) as { version: number; view: unknown };
    if (!isDeepStrictEqual(body.view, spectatorView(stateAfter(game.plan, body.version)))) differ++;
  }
  return differ;
}
