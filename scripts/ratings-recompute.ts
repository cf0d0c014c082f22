// `npm run ratings:recompute`: recomputes every rating from the logs of the database of the environment
// (DATABASE_URL, else PGlite under DATA_DIR) and compares them with the stored ones
// (src/service/ratings/recompute.ts). Exit 0 when they all match, 1 naming each difference (or on a failure).
import { games } from '../src/games/registry.js';
import { builtInBots } from '../src/bots/registry.js';
import { loadConfig } from '../src/config.js';
import { createApp } from '../src/http/app.js';
import { recomputeRatings } from '../src/service/ratings/recompute.js';
import { openPglite, openPostgres } from '../src/store/database.js';
import { parseCli } from './cli.js';

parseCli(
  {
    name: 'ratings:recompute',
    usage: `usage: npm run ratings:recompute

Recomputes every rating from the game logs (the Postgres server named by DATABASE_URL, or else the embedded
PGlite database under DATA_DIR) and compares them with the stored ratings. Changes nothing.

  -h, --help            this text

Exit status: 0 when every stored rating matches, 1 when one differs (each is printed) or on a failure.`,
  },
  {},
);

try {
  const config = loadConfig();
  const database =
    config.database.kind === 'postgres'
      ? openPostgres({ url: config.database.url, statementTimeoutMs: 0, queryTimeoutMs: 0 })
      : await openPglite(config.database.dataDir);
  const app = await createApp({ database, games, bots: builtInBots, webDir: null });
  try {
    const result = await recomputeRatings(app.deps);
    for (const d of result.differences)
      console.log(
        `differs: ${d.game} ${d.player} stored ${JSON.stringify(d.stored)} computed ${JSON.stringify(d.computed)}`,
      );
    console.log(
      `${result.games} rated games, ${result.ratings} ratings recomputed: ${result.differences.length === 0 ? 'all match' : `${result.differences.length} differ`}.`,
    );
    if (result.differences.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
} catch (error) {
  console.error(`ratings:recompute: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
