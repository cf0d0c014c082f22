// `npm run verify -- <file or URL>`: checks a finished game's export (GET /games/{id}/export) — the seed
// against seedHash, then every fact and the outcome against a replay of the rules from the seed and the
// moves (src/verify/verify.ts). Exit 0 with a one-line summary; 1 naming the first entry that differs or
// what is malformed; 2 for a usage error.
import { games } from '../src/games/registry.js';
import { readExport, SourceError } from '../src/verify/source.js';
import { verifyExport } from '../src/verify/verify.js';
import { usageError, type Cli } from './cli.js';

const cli: Cli = {
  name: 'verify',
  usage: `usage: npm run verify -- <file or URL>

Checks a game export: the seed hashes to seedHash, and the rules replayed from the seed and the moves give
every fact of the log and the outcome. The URL is a server's GET /games/{id}/export (http or https only);
a file holds what it answers.

  -h, --help    this text

Exit status: 0 when the game checks out, 1 when it does not (or cannot be read), 2 for a usage error.`,
};

const args = process.argv.slice(2);
if (args.includes('-h') || args.includes('--help')) {
  process.stdout.write(`${cli.usage}\n`);
  process.exit(0);
}
const [source, ...rest] = args;
if (source === undefined || rest.length > 0 || source.startsWith('-')) usageError(cli, 'give one file or URL');

try {
  const verdict = verifyExport(await readExport(source), games);
  if (verdict.ok) {
    process.stdout.write(`${verdict.summary}\n`);
  } else {
    process.stderr.write(`verify: ${verdict.problem}\n`);
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof SourceError)) throw error;
  process.stderr.write(`verify: ${error.message}\n`);
  process.exitCode = 1;
}
