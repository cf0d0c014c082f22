// Runs a command line tool of node_modules with no network where the machine allows it (`unshare -rn`: a
// network namespace without interfaces), so a tool that fetched something at run time would fail the test.
// Telemetry and update checks are switched off either way. Resolves with the exit status and the output.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = new URL('../..', import.meta.url).pathname;
const QUIET_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_UPDATE_NOTIFIER: '1',
};

let cut: Promise<boolean> | undefined;
const canCutNetwork = (): Promise<boolean> =>
  (cut ??= run('unshare', ['-rn', 'true']).then(
    () => true,
    () => false,
  ));

export async function runOffline(
  bin: string,
  args: readonly string[],
): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  const command = `${ROOT}node_modules/.bin/${bin}`;
  const [file, argv] = (await canCutNetwork()) ? ['unshare', ['-rn', command, ...args]] : [command, [...args]];
  try {
    const { stdout, stderr } = await run(file, argv, { cwd: ROOT, env: QUIET_ENV, maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, stdout, stderr };
  } catch (error) {
    // Linters exit non-zero when they find problems: their output says which.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, stdout, stderr };
  }
}
