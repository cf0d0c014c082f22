// The interactive documentation, in a real browser: Debian's Chromium, driven by playwright-core (no
// browser download), against a server on 127.0.0.1 with a temporary PGlite. Try it out runs the examples
// unchanged, in the order a newcomer would: create a game (201), read it, list its legal moves, make the
// example move (200 each). A screenshot of the page is left in test-results/ for a person to look at.
// Run with `npm run test:e2e` (vitest.e2e.config.ts); .ci/run installs chromium when it is missing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.js';
import { testDatabases } from '../support/databases.js';
import { listen, type Listening } from '../support/listening.js';
import { launchChromium, SCREENSHOTS } from './support/browser.js';
const [database] = testDatabases();

let server: Listening;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!database) throw new Error('no test database');
  server = await listen(database, { games });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 1600 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.dispose();
});

/** Expands an operation, clicks Try it out then Execute, and returns the status of the live response. */
async function tryItOut(operation: string): Promise<string> {
  const block = page.locator(`#operations-${operation}`);
  await block.locator('.opblock-summary').first().click();
  await block.locator('button.try-out__btn').click();
  await block.locator('button.execute').click();
  const status = block.locator('.live-responses-table tbody .response-col_status').first();
  await status.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
    await block.screenshot({ path: `${SCREENSHOTS}docs-${operation}-failed.png` });
    throw error;
  });
  return (await status.innerText()).trim();
}

describe('/docs in Chromium', () => {
  it('runs the examples unchanged: create a game, read it, list its legal moves, move', async () => {
    const failures: string[] = [];
    page.on('console', message => {
      if (message.type() === 'error') failures.push(message.text());
    });
    await page.goto(`${server.base}/docs/`);
    await page.locator('#operations-Games-createGame').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}docs-overview.png` });

    expect(await tryItOut('Games-createGame')).toBe('201');
    await page.locator('#operations-Games-createGame').screenshot({ path: `${SCREENSHOTS}docs-create-game.png` });
    expect(await tryItOut('Games-getGame')).toBe('200');
    expect(await tryItOut('Play-listLegalMoves')).toBe('200');
    expect(await tryItOut('Play-makeMove')).toBe('200');
    await page.screenshot({ path: `${SCREENSHOTS}docs.png`, fullPage: false });

    const after = await fetch(`${server.base}/games?limit=1`).then(
      r => r.json() as Promise<{ games: { version: number }[] }>,
    );
    expect(after.games[0]?.version).toBe(1);
    // The page's own Content-Security-Policy let everything through (a refused fetch or style logs an error).
    expect(failures).toEqual([]);
  });
});
