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

/**
 * The seat choices shown by the new-table form's closed selects whose words do not fit them, with their width in
 * the select's own font and the room for them: the select's width less its padding and Chromium's arrow (20 px).
 * A select never wraps: a longer choice is cut mid-word ("Eine Person, die ich einlade (offe"). A string, as the
 * DOM is not in this file's types.
 */
const CUT_SEAT_CHOICES = `(() => {
  const context = document.createElement('canvas').getContext('2d');
  const cut = [];
  for (const s of document.querySelectorAll('[data-testid="new-table"] select[name^="seat-"]')) {
    const style = getComputedStyle(s);
    context.font = style.font;
    const text = s.options[s.selectedIndex].text;
    const width = context.measureText(text).width;
    const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    if (width > room) cut.push(text + ' (' + Math.round(width) + ' px in ' + Math.round(room) + ')');
  }
  return cut;
})()`;

/** Every seat choice, shown in every seat at once; those cut. */
async function cutSeatChoices(page: Page): Promise<string[]> {
  const selects = page.locator('[data-testid="new-table"] select[name^="seat-"]');
  const values = await selects
    .first()
    .locator('option')
    .evaluateAll(os => os.map(o => o.getAttribute('value') ?? ''));
  const cut: string[] = [];
  for (const value of values) {
    for (const select of await selects.all()) await select.selectOption(value);
    cut.push(...(await page.evaluate<string[]>(CUT_SEAT_CHOICES)));
  }
  return cut;
}

describe('the page in French and German', () => {
  it('on a 360 px phone, every seat choice of the new-table form is read whole, in French and in German', async () => {
    const lea = await person(world, 'Léa', 360, 'fr-FR');
    await lea.page.goto('/');
    await expect.poll(() => lang(lea.page)).toBe('fr');
    const form = lea.page.getByTestId('name-form');
    await form.getByLabel('Votre nom').fill('Léa');
    await form.getByRole('button', { name: 'Commencer à jouer' }).click();
    await form.waitFor({ state: 'detached' });
    await lea.page.goto('/#/new');
    // Four seats: the seats after the first sit deeper in the form, where a select is narrowest.
    await lea.page.getByTestId('new-table').locator('select[name="players"]').selectOption('4');
    expect(await cutSeatChoices(lea.page)).toEqual([]);
    await lea.page.getByTestId('language').selectOption('de');
    await expect.poll(() => lang(lea.page)).toBe('de');
    expect(await cutSeatChoices(lea.page)).toEqual([]);
    await lea.context.close();
  });

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
