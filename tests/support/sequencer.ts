// The order test files start in (vitest.config.ts, sequence.sequencer): the slowest first, so that no long
// file starts last and runs alone while the other workers idle. Vitest orders by the durations it cached on
// an earlier run, but a clean clone (.ci/run) has no cache, and then it starts files in the order it found
// them. So, without a cache for every file: the files below first, in this order (measured with
// `npx vitest run --reporter=verbose`, slowest first; a file missing here only starts later), then the rest
// as vitest orders them.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOWEST = [
  'tests/bots/fair-bots.test.ts',
  'tests/http/tables/quotas.test.ts',
  'tests/http/moves/idempotency.test.ts',
  'tests/http/log/concurrency.test.ts',
  'tests/http/hardening.test.ts',
  'tests/http/streams/player-events.test.ts',
  'tests/http/bots/bot-seats.test.ts',
  'tests/http/games/game-at.test.ts',
  'tests/http/games/export.test.ts',
  'tests/client/bots-play.test.ts',
  'tests/http/errors.test.ts',
  'tests/http/streams/events.test.ts',
  'tests/http/clocks/clocks.test.ts',
  'tests/http/tables/tables.test.ts',
  'tests/store/log.test.ts',
  'tests/http/games/monad.test.ts',
  'tests/http/games/games.test.ts',
  'tests/http/streams/follow.test.ts',
  'tests/service/games/snapshots.test.ts',
  'tests/http/access/table-secrets.test.ts',
  'tests/service/streams/feed-notice.test.ts',
  'tests/http/slow-clients.test.ts',
  'tests/http/languages.test.ts',
  'tests/verify/verify.test.ts',
  'tests/games/monad/random-playouts.test.ts',
  'tests/http/fuzz.test.ts',
  'tests/http/log/database-faults.test.ts',
  'tests/bots/arena.test.ts',
];

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cached = files.every(spec => this.ctx.cache.getFileTestResults(this.key(spec)) !== undefined);
    if (cached) return sorted;
    const rank = (spec: TestSpecification): number => {
      const i = SLOWEST.indexOf(this.path(spec));
      return i === -1 ? SLOWEST.length : i;
    };
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }

  private path(spec: TestSpecification): string {
    return spec.moduleId
      .slice(this.ctx.config.root.length + 1)
      .split('\\')
      .join('/');
  }

  private key(spec: TestSpecification): string {
    return `${spec.project.name}:${this.path(spec)}`;
  }
}
