// Issue 24 in a real browser: Ada and Bob sit at a game and both look at it. Ada taps a canned message and
// types a line with markup in it; Bob's page, untouched, shows both live, the markup as text; each page shows
// the other player here. The table is set up through the API (the same calls the page makes); the rest is clicks.
import { describe, expect, it } from 'vitest';
import { callApi, keyOf, person, SCREENSHOTS, seatedPair, signUp, worldOfFile } from './support/browser.js';

const world = worldOfFile();

describe('the chat at the table', () => {
  it("brings Ada's canned and typed messages to Bob's page live, as text, with who is here", async () => {
    const { ada, bob, id } = await seatedPair(world());
    for (const p of [ada, bob]) {
      await p.page.goto(`/#/games/${id}`);
      await p.page.getByTestId('chat').waitFor();
    }
    await ada.page.getByTestId('chat-canned').filter({ hasText: 'Good luck!' }).click();
    await ada.page.getByTestId('chat-input').fill('<b>see you</b>');
    await ada.page.getByTestId('chat-input').press('Enter');
    const lines = bob.page.getByTestId('chat-message');
    await lines.nth(1).waitFor({ timeout: 15_000 });
    expect(await lines.allTextContents()).toEqual([
      expect.stringContaining('Good luck!'),
      expect.stringContaining('<b>see you</b>'),
    ]);
    expect(await bob.page.locator('.chat-messages b').count()).toBe(0);
    // Each sees the other here (both pages hold the game's stream).
    await bob.page.locator('[data-testid="presence"] li[data-here="yes"]').nth(1).waitFor({ timeout: 30_000 });
    await bob.page.screenshot({ path: `${SCREENSHOTS}chat-360.png` });
  });

  it('stops offering to write when the table is cancelled, and keeps the messages to read', async () => {
    const ada = await person(world(), 'Ada');
    await ada.page.goto('/');
    await signUp(ada);
    const key = await keyOf(ada.page);
    const created = await callApi(world(), '/games', key, {
      game: 'monad',
      players: 2,
      seats: [{ me: true }, { open: true }],
    });
    const id = created['id'] as string;
    await ada.page.goto(`/#/games/${id}`);
    await ada.page.getByTestId('chat-input').fill('anyone?');
    await ada.page.getByTestId('chat-input').press('Enter');
    await ada.page.getByTestId('chat-message').first().waitFor();
    // Cancelled elsewhere (another tab, the API): the page hears it, asks when the chat closes, and stops offering.
    await callApi(world(), `/games/${id}/cancel`, key, {});
    await ada.page.getByTestId('chat-closed').waitFor({ timeout: 15_000 });
    expect(await ada.page.getByTestId('chat-input').count()).toBe(0);
    expect(await ada.page.getByTestId('chat-message').allTextContents()).toEqual([expect.stringContaining('anyone?')]);
  });
});
