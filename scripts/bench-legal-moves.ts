// `npx tsx scripts/bench-legal-moves.ts`: how long listing the legal moves of the largest Monad hands takes,
// and how large the list is as JSON (issue 8: under 50 ms and under 1 MB for every position the rules
// allow). Positions go through the game contract (setupFromPosition), like a custom game would. A script that
// prints figures, never a timed test; tests/games/monad/legal-size.test.ts asserts the count and size.
import { monad, type MonadPosition } from '../src/games/monad/index.js';
import { COLOURS } from '../src/games/monad/cards.js';
import { optionsSchema, positionSchema } from '../src/games/monad/schemas.js';

const SETS = ['bi', 'tri', 'quad', 'quint'] as const;
const made = { seat: 0, transactions: 1, prepared: true };
const others = (...identities: string[]) => identities.map(identity => ({ identity, hand: [] }));
const commons = (n: number) => COLOURS.flatMap(colour => Array.from({ length: n }, () => ({ set: 'common', colour })));

const cases: Record<string, unknown> = {
  '4 players, 44 cards, every column available': {
    seats: [
      {
        identity: 'red',
        hand: [...commons(4), ...COLOURS.slice(0, 5).flatMap(colour => SETS.map(set => ({ set, colour })))],
      },
      ...others('blue', 'orange', 'purple'),
    ],
    columns: { bi: ['green'], tri: ['green'], quad: ['green'], quint: ['green'] },
    turn: made,
  },
  '4 players, all 48 cards': {
    seats: [
      { identity: 'red', hand: [...commons(4), ...COLOURS.flatMap(colour => SETS.map(set => ({ set, colour })))] },
      ...others('blue', 'orange', 'purple'),
    ],
    columns: { bi: [], tri: [], quad: [], quint: [] },
    turn: made,
  },
  "2 players, the audit's hand (quint column full)": {
    seats: [
      {
        identity: 'red',
        hand: [...commons(2), ...COLOURS.flatMap(colour => ['bi', 'tri', 'quad'].map(set => ({ set, colour })))],
      },
      ...others('blue'),
    ],
    columns: { bi: [], tri: [], quad: [], quint: [...COLOURS] },
    turn: made,
  },
};

for (const [name, input] of Object.entries(cases)) {
  const position: MonadPosition = positionSchema.parse(input);
  const config = { players: position.seats.length, options: optionsSchema.parse({}) };
  const opened = monad.setupFromPosition(config, position);
  if (!opened.ok) throw new Error(`${name}: ${opened.violation.message}`);
  let state = monad.initial(config);
  for (const fact of opened.facts) state = monad.evolve(state, fact);
  monad.legalMoves(state, 0); // warm up
  const runs = 50;
  const started = performance.now();
  let moves = monad.legalMoves(state, 0);
  for (let i = 1; i < runs; i++) moves = monad.legalMoves(state, 0);
  const ms = (performance.now() - started) / runs;
  const bytes = Buffer.byteLength(JSON.stringify(moves));
  const buys = moves.filter(m => m.type === 'buy').length;
  console.log(
    `${name}: ${moves.length} moves (${buys} buys), ${(bytes / 1024).toFixed(1)} kB of JSON, ${ms.toFixed(2)} ms per listing`,
  );
}
