// One bot process per player (src/client/play-player.ts, what `npm run bot -- --key` runs): each follows
// its player's own stream and plays every game where it becomes the player's turn. Two such clients play
// two Monad games between them, made by invitation, to their ends, each on one connection.
import { describe, expect, it } from 'vitest';
import { playPlayer } from '../../src/client/play-player.js';
import { seededRng } from '../../src/engine/index.js';
import { games } from '../../src/games/registry.js';
import { testDatabases } from '../support/databases.js';
import { listen } from '../support/listening.js';

const BACKOFF = { initialMs: 10, maxMs: 100 };

async function call(base: string, path: string, body: unknown, key?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { authorization: `Bearer ${key}` }) },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

describe.each(testDatabases())('player bots on $name', testDb => {
  it('two player clients play two games each to the end, following one stream each', async () => {
    const server = await listen(testDb, { games });
    const lines: string[] = [];
    try {
      const ada = await call(server.base, '/players', { name: 'Ada bot' });
      const grace = await call(server.base, '/players', { name: 'Grace bot' });
      const ids: string[] = [];
      for (const seed of ['player bots 1', 'player bots 2']) {
        const created = await call(
          server.base,
          '/games',
          { game: 'monad', players: 2, seed, options: { maxTurns: 4 }, seats: [{ me: true }, { open: true }] },
          ada['key'] as string,
        );
        const invites = created['invites'] as { code: string }[];
        await call(
          server.base,
          `/games/${created['id'] as string}/join`,
          { code: invites[0]?.code },
          grace['key'] as string,
        );
        ids.push(created['id'] as string);
      }
      const run = (key: string, seed: number) =>
        playPlayer({
          baseUrl: server.base,
          key,
          strategy: 'heuristic',
          rng: seededRng(seed),
          backoff: BACKOFF,
          games: 2,
          log: l => lines.push(l),
        });
      const [a, g] = await Promise.all([run(ada['key'] as string, 1), run(grace['key'] as string, 2)]);
      expect(new Set(a.finished)).toEqual(new Set(ids));
      expect(new Set(g.finished)).toEqual(new Set(ids));
      expect(a.moves + g.moves).toBeGreaterThan(4);
      expect(lines.filter(l => l.startsWith('playing as'))).toHaveLength(2);
      for (const id of ids) {
        const game = (await (await fetch(`${server.base}/games/${id}`)).json()) as { status: string };
        expect(game.status).toBe('finished');
      }
    } finally {
      await server.stop();
      await testDb.dispose();
    }
  });
});
