// The page in French and German, end to end in Chromium: Émile's browser prefers French, so the page
// opens in French (<html lang="fr">); he picks a name, opens a Monad table against a bot and plays by
// clicking, reading French words on the table, in the moves and in the recent moves. Greta's browser is
// English: she switches to German in the header, the choice survives a reload, and she plays Monte Carlo
// Gamble against a bot in German, her page asking the server in German (Accept-Language: de).
// Screenshots in test-results/.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickMove,
  offered,
  person,
  SCREENSHOTS,
  startWorld,
  statusOf,
  waitForVersion,
  type World,
} from './support/browser.js';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const lang = (page: Page) => page.locator('html').getAttribute('lang');

/** Clicks `count` of the offered moves (the first one each time, the end of the turn when offered). */
async function play(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await expect.poll(async () => (await offered(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const moves = await offered(page);
    const move = moves.find(m => m.type === 'end_turn') ?? moves[0];
    const before = (await statusOf(page)).version;
    await clickMove(page, move);
    await waitForVersion(page, before + 1);
  }
}

describe('the page in French and German', () => {
  it('French from the browser’s language: a Monad table against a bot, in French words', async () => {
    const emile = await person(world, 'Émile', 1280, 'fr-FR');
    await emile.page.goto('/');
    // The page sets its language once its catalog is loaded, which may come after the load event.
    await expect.poll(() => lang(emile.page)).toBe('fr');
    const form = emile.page.getByTestId('name-form');
    await form.getByLabel('Votre nom').fill('Émile');
    await form.getByRole('button', { name: 'Commencer à jouer' }).click();
    await expect.poll(() => emile.page.getByRole('heading', { name: 'Vos parties' }).count()).toBe(1);

    await emile.page.getByRole('link', { name: 'Nouvelle table' }).first().click();
    const table = emile.page.getByTestId('new-table');
    await table.locator('input[name="game"][value="monad"]').check();
    await table.locator('select[name="seat-1"]').selectOption('heuristic');
    await expect
      .poll(() => table.locator('select[name="seat-1"] option:checked').innerText())
      .toBe('Robot (joue bien)');
    await table.getByRole('button', { name: 'Ouvrir la table' }).click();
    await emile.page.waitForURL(/#\/games\/[0-9a-f-]{36}$/);

    await expect
      .poll(() => emile.page.getByTestId('status').innerText(), { timeout: 20_000 })
      .toContain('À vous de jouer');
    // The bot is named at the table as the form offered it, never by its id; seats count from 1.
    expect(await emile.page.getByTestId('monad-table').innerText()).toContain('Robot (joue bien)');
    expect(await emile.page.locator('main').innerText()).not.toContain('(heuristic)');
    expect(await emile.page.locator('.game-head').innerText()).toContain('Vous jouez à la place 1.');
    const page = await emile.page.getByTestId('monad-table').innerText();
    expect(page).toContain('Votre main');
    expect(page).toContain('Pioche');
    expect(await emile.page.getByTestId('legal-moves').innerText()).toMatch(/Piocher une carte|Échanger|Acheter/);
    await play(emile.page, 4);
    const recent = await emile.page.getByTestId('recent-moves').innerText();
    expect(recent).toMatch(/a pioché|a échangé|a acheté|a fini le tour/);
    await emile.page.screenshot({ path: `${SCREENSHOTS}web-fr-monad.png`, fullPage: true });

    await emile.context.close();
  });

  it('German by the switch, remembered: Monte Carlo Gamble against a bot, in German words', async () => {
    const greta = await person(world, 'Greta', 360, 'en-US');
    await greta.page.goto('/');
    expect(await lang(greta.page)).toBe('en');
    await greta.page.getByTestId('language').selectOption('de');
    await expect.poll(() => lang(greta.page)).toBe('de');
    await greta.page.reload();
    await expect.poll(() => lang(greta.page)).toBe('de');
    const form = greta.page.getByTestId('name-form');
    await form.getByLabel('Dein Name').fill('Greta');
    await form.getByRole('button', { name: 'Losspielen' }).click();
    await expect.poll(() => greta.page.getByRole('heading', { name: 'Deine Partien' }).count()).toBe(1);

    // The typed client asks the server in the page's language, not the browser's (English here).
    const asked: string[] = [];
    greta.page.on('request', r => {
      if (new URL(r.url()).pathname.startsWith('/games')) asked.push(r.headers()['accept-language'] ?? '');
    });
    await greta.page.goto('/#/new');
    const table = greta.page.getByTestId('new-table');
    await table.locator('input[name="game"][value="monte-carlo"]').check();
    // The form fits a 360 px phone even with its longest German choice: no sideways scrolling.
    await table.locator('select[name="seat-1"]').selectOption('ismcts');
    expect(
      await greta.page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
    ).toBeLessThanOrEqual(0);
    await table.locator('select[name="seat-1"]').selectOption('heuristic');
    await table.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await greta.page.waitForURL(/#\/games\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => greta.page.getByTestId('status').innerText(), { timeout: 20_000 })
      .toContain('Du bist dran');
    await play(greta.page, 3);
    const board = await greta.page.getByTestId('mc-table').innerText();
    // A numbered turn is a "Runde"; "Zug" is a move (the status line's number).
    expect(board).toMatch(/Runde \d+/);
    expect(board).not.toMatch(/Zug \d+/);
    expect(board).toContain('Bot (spielt gut)');
    expect(board).not.toContain('heuristic');
    expect(board).toContain('Kasino');
    expect(await greta.page.getByTestId('recent-moves').innerText()).toMatch(/würfelt|zieht|Zug/);
    expect(await greta.page.locator('[data-testid="mc-track"] title').first().textContent()).toContain('Feld');
    await greta.page.screenshot({ path: `${SCREENSHOTS}web-de-monte-carlo.png`, fullPage: true });
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['de']));
    await greta.context.close();
  });
});
