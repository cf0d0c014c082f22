// Finished games exported as the server exports them, played in process: the seed drawn as the server
// draws it, every entry decided with the server's chance (service/games/chance.ts), folded by the
// service's own foldEntries and exported by its exportOf. Random legal moves to the end, with now and then
// a resignation, so that many games of both games can be checked quickly. A move's kind is drawn first, then
// a move of that kind (uniform over all moves favours Monad's buys, whose number grows with the hand, so
// hands balloon); a game still on after `maxMoves` is ended by resignations.
import { pick, seededRng, type AnyGame } from '../../src/engine/index.js';
import type { LoadedGame } from '../../src/service/games/loaded-game.js';
import { CURRENT_RNG_VERSION, chanceFor } from '../../src/service/games/chance.js';
import { exportOf, type GameExport } from '../../src/service/games/export.js';
import { foldEntries } from '../../src/service/games/load.js';
import { newSeed, sha256Hex } from '../../src/service/access/secrets.js';
import { initialTable } from '../../src/service/tables/state.js';
import { plainSeat } from '../../src/store/games.js';
import type { LogEntry } from '../../src/store/log.js';

export interface PlayedExport {
  readonly document: GameExport;
  readonly moves: number;
}

const at = (seq: number): Date => new Date(Date.UTC(2026, 0, 1, 12, 0, seq));

/** One game from a fresh seed to its end; `choices` seeds the players' random choices. */
export function playedExport(
  game: AnyGame,
  players: number,
  choices: number,
  options: object = {},
  rngVersion: number = CURRENT_RNG_VERSION,
  maxMoves = 1_500,
): PlayedExport {
  const rng = seededRng(choices);
  const seed = newSeed();
  const config = { players, options: game.schemas.options.parse(options) };
  const record = {
    id: `00000000-0000-4000-8000-${String(choices).padStart(12, '0')}`,
    game: game.id,
    players,
    options: config.options,
    seed,
    seedHash: sha256Hex(seed),
    custom: false,
    seeded: false,
    rngVersion,
    createdAt: at(0),
    table: null,
  };
  const opened = game.setup(config, chanceFor(rngVersion, seed, 0));
  if (!opened.ok) throw new Error(opened.violation.message);
  const setup: LogEntry = {
    seq: 0,
    kind: 'setup',
    seat: null,
    move: null,
    facts: opened.facts,
    keyDigest: null,
    createdAt: at(0),
  };
  const empty: LoadedGame = {
    record,
    seats: Array.from({ length: players }, (_, seat) => plainSeat(seat, null, null)),
    game,
    version: -1,
    state: game.initial(config),
    table: initialTable(record),
    updatedAt: at(0),
  };
  const log: LogEntry[] = [setup];
  let loaded = foldEntries(empty, [setup]);
  let moves = 0;
  while (game.outcome(loaded.state) === null) {
    const seq = loaded.version + 1;
    const seat = pick(game.toAct(loaded.state), rng);
    let entry: LogEntry;
    if (seq > maxMoves || rng.int(400) === 0) {
      const resigner = rng.int(players);
      const resigned = game.resign(loaded.state, resigner);
      if (!resigned.ok) continue;
      entry = {
        seq,
        kind: 'resign',
        seat: resigner,
        move: null,
        facts: resigned.facts,
        keyDigest: null,
        createdAt: at(seq),
      };
    } else {
      const legal = game.legalMoves(loaded.state, seat) as readonly { type: string }[];
      const kind = pick([...new Set(legal.map(m => m.type))], rng);
      const move = pick(
        legal.filter(m => m.type === kind),
        rng,
      );
      const decided = game.decide(loaded.state, seat, move, chanceFor(rngVersion, seed, seq));
      if (!decided.ok) throw new Error(`listed move refused: ${decided.violation.code}`);
      entry = { seq, kind: 'move', seat, move, facts: decided.facts, keyDigest: null, createdAt: at(seq) };
      moves += 1;
    }
    // Through JSON, as through the database.
    const stored = JSON.parse(JSON.stringify(entry)) as LogEntry;
    log.push({ ...stored, createdAt: entry.createdAt });
    loaded = foldEntries(loaded, [log[log.length - 1] as LogEntry]);
  }
  return { document: JSON.parse(JSON.stringify(exportOf(loaded, log))) as GameExport, moves };
}
