// The committed document passes the two linters a third party would run, with 0 errors and 0 warnings:
// Redocly CLI (recommended rules, redocly.yaml) and Spectral (spectral:oas, .spectral.yaml). Both run
// offline: telemetry and update checks off, built-in rulesets only; where the machine can, they run in a
// network namespace with no network at all, so a rule that fetched something would fail here.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;
const DOCUMENT = 'openapi/openapi.json';
const OFFLINE_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' };

/** `unshare -rn` gives the command a network namespace without interfaces, when the kernel allows it. */
async function canCutNetwork(): Promise<boolean> {
  try {
    await run('unshare', ['-rn', 'true']);
    return true;
  } catch {
    return false;
  }
}

async function lint(bin: string, args: string[]): Promise<string> {
  const command = `${root}node_modules/.bin/${bin}`;
  const [file, argv] = (await canCutNetwork()) ? ['unshare', ['-rn', command, ...args]] : [command, args];
  // Both exit non-zero when they find problems; the output says which, so it is read either way.
  const result = await run(file, argv, { cwd: root, env: OFFLINE_ENV, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
  );
  return result.stdout;
}

describe('openapi/openapi.json under the linters', () => {
  it('passes Redocly CLI (recommended) with 0 errors and 0 warnings', async () => {
    const report = JSON.parse(await lint('redocly', ['lint', DOCUMENT, '--format=json', '--config=redocly.yaml'])) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const found = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('passes Spectral (spectral:oas) with no error, warning, info or hint', async () => {
    const results = JSON.parse(await lint('spectral', ['lint', DOCUMENT, '--ruleset=.spectral.yaml', '--format=json', '--quiet'])) as {
      code: string;
      message: string;
      path: string[];
    }[];
    expect(results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`)).toEqual([]);
  });
});
