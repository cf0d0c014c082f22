// The committed document passes the two linters a third party would run, with 0 errors and 0 warnings:
// Redocly CLI (recommended rules, redocly.yaml) and Spectral (spectral:oas, .spectral.yaml). Both run
// offline (tests/support/offline.ts) with their built-in rulesets only.
import { describe, expect, it } from 'vitest';
import { runOffline } from '../../support/offline.js';

const DOCUMENT = 'openapi/openapi.json';

describe('openapi/openapi.json under the linters', () => {
  it('passes Redocly CLI (recommended) with 0 errors and 0 warnings', async () => {
    const { stdout } = await runOffline('redocly', ['lint', DOCUMENT, '--format=json', '--config=redocly.yaml']);
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    expect(report.problems.map(p => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('passes Spectral (spectral:oas) with no error, warning, info or hint', async () => {
    const { stdout } = await runOffline('spectral', [
      'lint',
      DOCUMENT,
      '--ruleset=.spectral.yaml',
      '--format=json',
      '--quiet',
    ]);
    const results = JSON.parse(stdout) as { code: string; message: string; path: string[] }[];
    expect(results.map(r => `${r.code} at ${r.path.join('.')}: ${r.message}`)).toEqual([]);
  });
});
