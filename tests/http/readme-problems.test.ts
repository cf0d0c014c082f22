// The README's table of problems lists every code the server can answer, under the status it is answered
// with (http/problem.ts's table, the one place a code gets its status): a code added without its line, or
// moved to another status, fails here rather than leaving the README behind, as eight codes once were.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_CODES, serverProblem } from '../../src/http/problem.js';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The table's rows: each status and the codes it names (the backticked words that are codes). */
function statusTable(): Map<number, Set<string>> {
  const lines = README.split('\n');
  const start = lines.findIndex(line => /^\| Status \| Codes \|/.test(line));
  expect(start).toBeGreaterThan(-1);
  const table = new Map<number, Set<string>>();
  for (const line of lines.slice(start + 2)) {
    const row = /^\| (\d{3}) \| (.*) \|$/.exec(line);
    if (row === null) break;
    const codes = table.get(Number(row[1])) ?? new Set<string>();
    for (const [, word] of (row[2] ?? '').matchAll(/`([a-z][a-z0-9-]*)`/g)) codes.add(word ?? '');
    table.set(Number(row[1]), codes);
  }
  return table;
}

describe("the README's problem table", () => {
  it('lists every code of the server under its status', () => {
    const table = statusTable();
    const missing = SERVER_CODES.filter(code => !table.get(serverProblem(code)?.status ?? 0)?.has(code));
    expect(missing).toEqual([]);
  });
});
