// The command lines of the scripts: `--help` prints the usage and exits 0; a mistake in the arguments
// prints one line and the usage and exits 2, without a stack trace; the bot gives up on a server that does
// not answer after its limit, warning on each retry with the cause, and never prints its token. Each case
// is a node process with tsx (a second or so of CPU): few cases, one per behaviour.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';
import { playedExport } from '../support/exports.js';

const root = new URL('../../', import.meta.url);

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `scripts/<name>.ts` with tsx, as `npm run <name> -- …args` does. */
function run(name: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise(resolve => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}.ts`, ...args],
      { cwd: root, env: { ...process.env, CROUPIER_TOKEN: '', ...env }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

/** A port nobody listens on: one the system just gave and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>(resolve => server.close(() => resolve()));
  return port;
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at /m);

describe.concurrent('scripts', () => {
  it.each(['bot', 'arena', 'migrate', 'verify'])('%s --help prints the usage and exits 0', async name => {
    const { code, stdout, stderr } = await run(name, ['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^usage: npm run ${name}`));
    expect(stdout).toContain('--help');
    expect(stderr).toBe('');
  });

  it.each([
    ['bot', ['--game', 'g', '--tokn', 'x'], "bot: Unknown option '--tokn'"],
    ['bot', ['--game', 'g'], 'bot: no seat token: set CROUPIER_TOKEN (or give --token-file)'],
    ['arena', ['--players', '9'], 'arena: --players must be from 2 to 4 for monad'],
    ['migrate', ['--force'], "migrate: Unknown option '--force'"],
    [
      'arena',
      ['--games', '5', '--duplicate'],
      'arena: --games must be a multiple of 2 with --duplicate (one game per seat rotation in each set)',
    ],
    ['verify', [], 'verify: give one file or URL'],
    ['verify', ['a.json', 'b.json'], 'verify: give one file or URL'],
  ])('%s %j: one line, the usage, exit 2', async (name, args, line) => {
    const { code, stdout, stderr } = await run(name, args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe(line);
    expect(stderr).toContain(`usage: npm run ${name}`);
    noStackTrace(stderr);
  });

  it('verify: a document nested deeper than any export is one sentence and exit 1, not a stack trace', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'croupier-verify-')), 'deep.json');
    // A finished game's export, its outcome given a field nested 100 000 arrays deep.
    const json = JSON.stringify(playedExport(monteCarlo, 2, 11).document);
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    writeFileSync(file, json.replace('"outcome":{', `"outcome":{"note":${deep},`));
    const { code, stdout, stderr } = await run('verify', [file]);
    expect([code, stdout]).toEqual([1, '']);
    expect(stderr).toBe('verify: not a game export: it nests more than 64 levels of arrays and objects deep\n');
  });

  it('a stray argument is refused without repeating it (it may be a token given to the wrong option)', async () => {
    const { code, stderr } = await run('bot', ['--game', 'g', '--quiet', 'secret-token-given-wrong']);
    expect(code).toBe(2);
    expect(stderr).not.toContain('secret-token-given-wrong');
  });

  it.each([
    ['CROUPIER_TOKEN', (token: string) => ({ args: [], env: { CROUPIER_TOKEN: token } })],
    [
      '--token-file',
      (token: string) => {
        const file = join(mkdtempSync(join(tmpdir(), 'croupier-bot-')), 'token');
        writeFileSync(file, `${token}\n`);
        return { args: ['--token-file', file], env: {} };
      },
    ],
  ])(
    'the bot (token from %s) gives up on a closed port after --give-up-after, warning with the cause, never printing the token',
    async (_from, given) => {
      const token = 'tok-3f9a61c0-never-print-me';
      const { args, env } = given(token);
      const port = await closedPort();
      const { code, stdout, stderr } = await run(
        'bot',
        ['--game', 'g1', '--url', `http://127.0.0.1:${port}`, '--give-up-after', '1', ...args],
        env,
      );
      expect(code).toBe(1);
      expect(stderr).toMatch(/warning: no answer from the server \(ECONNREFUSED\); retrying in \d+\.\d s/);
      expect(stderr.trimEnd().split('\n').at(-1)).toBe(
        'bot: the server has not answered within 1 s (last: ECONNREFUSED); giving up',
      );
      expect(stdout + stderr).not.toContain(token);
      noStackTrace(stderr);
    },
  );
});
