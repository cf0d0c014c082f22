// Checking a game export (GET /games/{id}/export) as anyone can: the seed hashes to the published seedHash,
// the log is whole and in order, and the rules, replayed from the seed and the logged moves, give every
// fact the log holds (the chance ones — deal, dice, casino cards, shuffles — and all others) and the
// outcome the game shows. The first thing that differs is named, with its entry; nothing is trusted that
// the seed and the moves do not give back, except the opening of a custom game (a position its creator
// chose, not drawn from the seed). An undo entry returns the game to the state after the version it names,
// which must be one its seat could return to then (the turn's undo window, service/undo/window.ts, folded
// here as the server folds it). docs/fairness.md specifies the same check for other languages.
import { canonical, type AnyGame, type Decision } from '../engine/index.js';
import { gameSchemas } from '../http/game-schemas.js';
import { chanceFor, isRngVersion } from '../service/games/chance.js';
import { sha256Hex } from '../service/access/secrets.js';
import { TABLE_KINDS } from '../store/schema.js';
import { windowAfter, windowAfterUndo, type UndoWindow } from '../service/undo/window.js';
import { checkLog, type ExportEntry } from './log-order.js';
import { MAX_EXPORT_DEPTH, nestsDeeperThan } from './nesting.js';

export type Verdict =
  { readonly ok: true; readonly summary: string } | { readonly ok: false; readonly problem: string };

interface ExportDocument {
  readonly game: {
    readonly id: string;
    readonly game: string;
    readonly players: number;
    readonly custom: boolean;
    readonly status: string;
    readonly version: number;
    readonly outcome: unknown;
    readonly seedHash: string;
    readonly options: unknown;
    readonly rngVersion: number;
  };
  readonly seed: string;
  readonly seedHash: string;
  readonly entries: readonly ExportEntry[];
}

const fail = (problem: string): Verdict => ({ ok: false, problem });

const schemaCache = new WeakMap<readonly AnyGame[], ReturnType<typeof gameSchemas>['GameExport']>();
function exportSchema(games: readonly AnyGame[]) {
  let schema = schemaCache.get(games);
  if (!schema) {
    schema = gameSchemas(games).GameExport;
    schemaCache.set(games, schema);
  }
  return schema;
}

/** A value short enough for one line. */
function brief(value: unknown): string {
  const text = canonical(value) ?? 'nothing';
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

const describe = (entry: ExportEntry): string =>
  `entry ${entry.seq} (${entry.kind}${entry.seat === null ? '' : ` by seat ${entry.seat}`})`;

/** The first difference between the facts the log holds and those the rules give, or null. */
function factsDiffer(logged: readonly unknown[], replayed: readonly unknown[]): string | null {
  for (let i = 0; i < Math.max(logged.length, replayed.length); i++) {
    if (canonical(logged[i]) !== canonical(replayed[i])) {
      const type = (replayed[i] ?? logged[i]) as { type?: unknown } | undefined;
      const named = typeof type?.type === 'string' ? ` (${type.type})` : '';
      return `fact ${i}${named} differs: the log has ${brief(logged[i])}, the rules give ${brief(replayed[i])}`;
    }
  }
  return null;
}

export function verifyExport(document: unknown, games: readonly AnyGame[]): Verdict {
  // Before anything recurses into it: the schema lets unknown fields through (the outcome's), and comparing
  // them would overflow the stack.
  if (nestsDeeperThan(document, MAX_EXPORT_DEPTH))
    return fail(`not a game export: it nests more than ${MAX_EXPORT_DEPTH} levels of arrays and objects deep`);
  const parsed = exportSchema(games).safeParse(document);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'the document';
    return fail(`not a game export: ${where}: ${issue?.message ?? 'invalid'}`);
  }
  // The parsed copy is only a check of the shape: facts are compared as the document holds them.
  const doc = document as ExportDocument;
  const record = doc.game;
  const game = games.find(g => g.id === record.game);
  if (!game) return fail(`this is an export of "${record.game}", a game this verifier does not know`);
  if (!isRngVersion(record.rngVersion)) return fail(`unknown chance derivation ${record.rngVersion}`);
  if (doc.seedHash !== record.seedHash)
    return fail(`seedHash ${doc.seedHash} is not the game's seedHash ${record.seedHash}`);
  if (sha256Hex(doc.seed) !== doc.seedHash) return fail(`the seed does not hash to seedHash ${doc.seedHash}`);
  if (record.status !== 'finished' && record.status !== 'cancelled')
    return fail(`the game is ${record.status}: only a game that is over can be checked`);
  const disorder = checkLog(doc.entries, record.version);
  if (disorder) return fail(disorder);

  const options = game.schemas.options.safeParse(record.options);
  if (!options.success) return fail(`the options are not valid ${game.title} options`);
  const replaying: Replaying = { where: 'the opening' };
  try {
    return replay(game, doc, options.data, replaying);
  } catch (error) {
    // The rules throw only on a state their own decisions never reach: a custom opening (taken as given) that
    // is no position they play, such as a seat without a hand or an empty deck; else a bug. Either way a
    // sentence naming the entry, not a stack trace.
    const opening = record.custom ? ' from its custom opening' : '';
    return fail(`${replaying.where}: the rules cannot replay the game${opening}: ${(error as Error).message}`);
  }
}

/** What is being replayed (an entry, the outcome), for the sentence when the rules throw. */
interface Replaying {
  where: string;
}

/** The log replayed by the rules from the seed and the moves, compared fact by fact, then the outcome. */
function replay(game: AnyGame, doc: ExportDocument, gameOptions: unknown, replaying: Replaying): Verdict {
  const record = doc.game;
  const config = { players: record.players, options: gameOptions };
  let state: unknown = game.initial(config);
  let moves = 0;
  let undos = 0;
  let lastGameEntry: ExportEntry | null = null;
  let window: UndoWindow | null = null;
  const reveals = (fact: unknown): boolean => game.reveals(fact);
  for (const entry of doc.entries) {
    replaying.where = describe(entry);
    const before = { version: entry.seq - 1, state };
    if ((TABLE_KINDS as readonly string[]).includes(entry.kind)) {
      if (entry.facts.length > 0) return fail(`${describe(entry)}: a table entry holds no game facts`);
      // A table entry ends the turn's undo window, as the server folds it (undo/window.ts), but a vacation.
      window = windowAfter(window, entry, before, [], reveals);
      continue;
    }
    if (entry.kind === 'undo') {
      // Only the seat's last move of the turn is taken back, to a point its window holds.
      const to = entry.returnsTo;
      const last = window?.seat === entry.seat ? window.points.at(-1) : undefined;
      if (to === undefined || entry.facts.length > 0 || !window || !last || last.version !== to)
        return fail(
          `${describe(entry)}: seat ${entry.seat ?? '?'} could not take back its moves to version ${to ?? '?'}`,
        );
      state = last.state;
      window = windowAfterUndo(window, to);
      undos += 1;
      lastGameEntry = entry;
      continue;
    }
    let decision: Decision<unknown>;
    const seat = entry.seat ?? -1;
    switch (entry.kind) {
      case 'setup':
        if (entry.seq !== 0) return fail(`${describe(entry)}: a setup after entry 0`);
        // A custom game opens on its creator's position: nothing to derive from the seed.
        decision = record.custom
          ? { ok: true, facts: entry.facts }
          : game.setup(config, chanceFor(record.rngVersion, doc.seed, 0));
        break;
      case 'move':
        if (entry.seat === null || entry.move === null)
          return fail(`${describe(entry)}: a move needs its seat and move`);
        moves += 1;
        decision = game.decide(state, seat, entry.move, chanceFor(record.rngVersion, doc.seed, entry.seq));
        break;
      case 'resign':
      case 'timeout':
        if (entry.seat === null) return fail(`${describe(entry)}: a resignation needs its seat`);
        decision = game.resign(state, seat);
        break;
      default:
        return fail(`${describe(entry)}: unknown kind of entry`);
    }
    if (!decision.ok)
      return fail(`${describe(entry)}: the rules refuse it: ${decision.violation.code}: ${decision.violation.message}`);
    const differs = factsDiffer(entry.facts, decision.facts);
    if (differs) return fail(`${describe(entry)}: ${differs}`);
    for (const fact of decision.facts) state = game.evolve(state, fact);
    window = windowAfter(window, entry, before, game.toAct(state), reveals);
    lastGameEntry = entry;
  }

  replaying.where = 'the outcome';
  const ended = game.outcome(state);
  // The server names a game ended by a seat's time running out (a timeout entry) by that reason.
  const outcome = ended && lastGameEntry?.kind === 'timeout' ? { ...ended, reason: 'timeout' } : ended;
  if (canonical(outcome) !== canonical(record.outcome))
    return fail(`the outcome differs: the game shows ${brief(record.outcome)}, the rules give ${brief(outcome)}`);
  if ((record.status === 'finished') !== (outcome !== null))
    return fail(`the game is marked ${record.status}, but the replayed game is ${outcome ? 'over' : 'not over'}`);
  const result = outcome
    ? `${outcome.reason}, ${outcome.winners.length === 1 ? 'winner' : 'winners'}: seat ${outcome.winners.join(', ')}`
    : 'cancelled';
  const opening = record.custom ? 'custom opening taken as given, ' : '';
  return {
    ok: true,
    summary:
      `verified ${game.id} game ${record.id}: ${record.players} players, ${doc.entries.length} entries (${moves} moves${undos > 0 ? `, ${undos} taken back` : ''}), ` +
      `seed matches seedHash, ${opening}every fact and the outcome replayed with chance derivation ${record.rngVersion} (${result})`,
  };
}
