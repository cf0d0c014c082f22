// `npm run fit:monte-carlo [-- --games 8000 --seed 1]`: where the weights of the IS-MCTS bot's judgement of a
// stopped Monte Carlo Gamble playout (TURN_WEIGHTS, src/bots/ismcts/monte-carlo-value.ts) come from. The
// heuristic plays itself (monte-carlo-self-play.ts); a logistic regression of the winner on the two seats'
// standings (raceStanding) at the states kept fits how much a blocked pawn, money and being about to move
// weigh against the turns to go, and the race's spread. Every fifth game is held out: the script prints the
// weights found and the log-loss of the shipped weights and of the fitted ones on those games. A script that
// prints figures, never a test.
import { parseArgs } from 'node:util';
import { raceStanding, TURN_WEIGHTS, turnShares, type TurnWeights } from '../src/bots/ismcts/monte-carlo-value.js';
import type { State } from '../src/games/monte-carlo/state.js';
import { fitLogistic, logLoss, predict, type Sample } from './logistic-fit.js';
import { selfPlayStates } from './monte-carlo-self-play.js';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '8000' }, seed: { type: 'string', default: '1' } },
});
const GAMES = Number(values.games);
const SEED = Number(values.seed);

/**
 * Seat 0's standing against seat 1's, over the square root of the turns both have left (plus one): a
 * logistic of these weighs each part against the turns to go as turnShares does.
 */
function featuresOf(state: State): number[] {
  const s = raceStanding(state);
  const root = Math.sqrt((s.togo[0] ?? 0) + (s.togo[1] ?? 0) + 1);
  return [
    ((s.togo[1] ?? 0) - (s.togo[0] ?? 0)) / root,
    ((s.blocked[1] ?? 0) - (s.blocked[0] ?? 0)) / root,
    ((s.money[0] ?? 0) - (s.money[1] ?? 0)) / root,
    (s.mover === 0 ? 1 : -1) / root,
  ];
}

const started = Date.now();
const kept = selfPlayStates(GAMES, SEED).map(k => ({ ...k, x: featuresOf(k.state), y: k.winner === 0 ? 1 : 0 }));
const train: Sample[] = kept.filter(k => k.game % 5 !== 0);
const test = kept.filter(k => k.game % 5 === 0);
const w = fitLogistic(train);
const [togo = 1, blocked = 0, money = 0, tempo = 0] = w;
const fitted: TurnWeights = { blocked: blocked / togo, money: money / togo, tempo: tempo / togo, spread: 1 / togo };
const round = (v: number): string => v.toFixed(2);
const line = (name: string, t: TurnWeights): string =>
  `${name} weights: blocked ${round(t.blocked)}, money ${round(t.money)}, tempo ${round(t.tempo)}, spread ${round(t.spread)}`;
process.stdout.write(
  [
    `${GAMES} heuristic games of two players in ${((Date.now() - started) / 1000).toFixed(0)} s: ${kept.length} states kept (${train.length} to fit, ${test.length} held out)`,
    line('fitted', fitted),
    line('shipped', TURN_WEIGHTS),
    `log-loss on the held-out games (a coin: 0.693): shipped ${logLoss(test, k => turnShares(k.state)[0] ?? 0.5).toFixed(4)}, fitted ${logLoss(test, k => predict(w, k.x)).toFixed(4)}`,
    '',
  ].join('\n'),
);
