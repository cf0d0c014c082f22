// Issue 21, defect 3, in a real browser: Ada and Bob's game has ended and both still look at it. Ada clicks
// Rematch; Bob's open page, untouched, learns of it live (from his player stream) and says "Ada is waiting
// for you — join the rematch"; on the new table, which waits for Bob, Ada's page shows every seat
// "waiting", none "to play". Bob takes his seat from his page and the rematch starts. The game is set up
// through the API (the same calls the page makes); everything after is clicks. No console error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isolated } from '../support/bidi.js';
import { callApi, SCREENSHOTS, seatedPair, statusOf, worldOfFile } from './support/browser.js';

const world = worldOfFile();

async function waitForStatus(page: Page, status: string): Promise<void> {
  await page.locator(`[data-testid="status"][data-status="${status}"]`).waitFor({ timeout: 15_000 });
}

describe('the rematch, live for the other player', () => {
  it("tells Bob that Ada waits, and the waiting table's seats wait", async () => {
    const { ada, bob, id, keys } = await seatedPair(world());
    await callApi(world(), `/games/${id}/resign`, keys.bob, {});

    for (const p of [ada, bob]) {
      await p.page.goto(`/#/games/${id}`);
      await waitForStatus(p.page, 'finished');
    }
    expect(await bob.page.getByTestId('rematch-offer').count()).toBe(0);
    await expect(bob.page.getByTestId('rematch').textContent()).resolves.toBe('Rematch');

    await ada.page.getByTestId('rematch').click();
    await ada.page.waitForURL(url => !url.hash.includes(id));
    await waitForStatus(ada.page, 'waiting');
    // The new table waits for Bob: nobody is to play on it.
    await ada.page.getByTestId('monad-table').waitFor();
    expect(await ada.page.locator('.mbadge-turn').count()).toBe(0);
    expect(await ada.page.locator('.mbadge-waiting').count()).toBe(2);

    // Bob's page was not touched: it learns of the rematch by itself.
    const offer = bob.page.getByTestId('rematch-offer');
    await offer.waitFor({ timeout: 15_000 });
    expect(await offer.textContent()).toBe(`${isolated('Ada')} is waiting for you — join the rematch`);
    await bob.page.screenshot({ path: `${SCREENSHOTS}rematch-offer-390.png` });
    await bob.page.getByTestId('rematch').click();
    await bob.page.waitForURL(url => !url.hash.includes(id));
    await waitForStatus(bob.page, 'active');
    expect((await statusOf(bob.page)).status).toBe('active');
    expect(world().errors).toEqual([]);
  });
});
