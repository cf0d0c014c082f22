// Issue 24 in a real browser: Ada and Bob sit at a game and both look at it. Ada taps a canned message and
// types a line with markup in it; Bob's page, untouched, shows both live, the markup as text; each page shows
// the other player here. The table is set up through the API (the same calls the page makes); the rest is clicks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOf, person, SCREENSHOTS, signUp, startWorld, type Person, type World } from './support/browser.js';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

async function call(path: string, key: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${world.server.base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

describe('the chat at the table', () => {
  it("brings Ada's canned and typed messages to Bob's page live, as text, with who is here", async () => {
    const ada: Person = await person(world, 'Ada');
    const bob: Person = await person(world, 'Bob', 360);
    for (const p of [ada, bob]) {
      await p.page.goto('/');
      await signUp(p);
    }
    const [adaKey, bobKey] = [await keyOf(ada.page), await keyOf(bob.page)];
    const created = await call('/games', adaKey, { game: 'monad', players: 2, seats: [{ me: true }, { open: true }] });
    const id = created['id'] as string;
    await call(`/games/${id}/join`, bobKey, { code: (created['invites'] as { code: string }[])[0]?.code });
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
});
