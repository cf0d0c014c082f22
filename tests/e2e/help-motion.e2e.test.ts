// Rules help and motion in Chromium (issue 21): on a touch phone a "?" beside the board opens its
// explanation by a tap, and by the keyboard (Enter opens, Escape closes and keeps the focus); the first-game
// hint can be turned off and stays off after a reload; the "How to play" pages read in French and German
// and link the rule book in that language; and things move after a move, except for a person whose system
// asks for reduced motion: then no animation or transition runs at all (document.getAnimations()).
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clickMove,
  offered,
  person,
  SCREENSHOTS,
  signUp,
  showMoves,
  worldOfFile,
  statusOf,
  waitForVersion,
  type Person,
} from './support/browser.js';

const world = worldOfFile();

/** A person whose browser context has `options` (touch, reduced motion), watched for console errors. */
async function personWith(name: string, options: BrowserContextOptions): Promise<Person> {
  const context = await world().browser.newContext({ baseURL: world().server.base, ...options });
  const page = await context.newPage();
  page.on('console', message => {
    if (message.type() === 'error') world().errors.push(`${name}: ${message.text()}`);
  });
  page.on('pageerror', error => world().errors.push(`${name}: ${error.message}`));
  return { name, context, page };
}

/** Signs up and opens a Monte Carlo table against the heuristic bot; waits for the game to start. */
async function monteCarloAgainstBot(p: Person): Promise<void> {
  await p.page.goto('/');
  await signUp(p);
  await p.page.goto('/#/new');
  const form = p.page.getByTestId('new-table');
  await form.locator('input[name="game"][value="monte-carlo"]').check();
  await form.locator('select[name="seat-1"]').selectOption('heuristic');
  await form.getByRole('button', { name: 'Open the table' }).click();
  await p.page.waitForURL(/#\/games\/[0-9a-f-]{36}$/);
  await expect.poll(async () => (await statusOf(p.page)).status, { timeout: 20_000 }).toBe('active');
}

// A string, evaluated in the page: the tests' own code is compiled without the DOM's types.
const animations = (page: Page): Promise<number> => page.evaluate<number>('document.getAnimations().length');

/**
 * Plays `count` of the offered moves (the first each time) and counts, right after each new version is
 * drawn, the animations running on the page.
 */
async function movesAndAnimations(page: Page, count: number): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) {
    await expect.poll(async () => (await offered(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [move] = await offered(page);
    const before = (await statusOf(page)).version;
    await clickMove(page, move);
    await waitForVersion(page, before + 1);
    seen.push(await animations(page));
  }
  return seen;
}

describe('rules help at the table', () => {
  it('opens by a tap and by the keyboard, and the hints can be turned off for good', async () => {
    const tia = await personWith('Tia', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await monteCarloAgainstBot(tia);
    const page = tia.page;

    const bank = page.locator('[data-help="square-bank"] button');
    await bank.tap();
    await expect.poll(() => bank.getAttribute('aria-expanded')).toBe('true');
    const popover = page.locator('[data-help="square-bank"] [role="note"]');
    expect(await popover.isVisible()).toBe(true);
    expect(await popover.innerText()).toContain('$50,000');
    expect(await popover.getByRole('link').getAttribute('href')).toBe('/rules/monte-carlo?lang=en#C11');
    // Within the phone's screen, even when its "?" is far to the right.
    const box = await popover.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENSHOTS}web-help-tap-390.png` });
    await bank.tap();
    await expect.poll(() => bank.getAttribute('aria-expanded')).toBe('false');

    const jackpot = page.locator('[data-help="card-jackpot"] button');
    await jackpot.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => jackpot.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[data-help="card-jackpot"] [role="note"]').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => jackpot.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[data-help="card-jackpot"] button:focus').count()).toBe(1);

    // A move group's "?" sits beside its heading, where the moves are.
    await expect
      .poll(() => page.locator('[data-testid="legal-moves"] [data-help^="move-"]').count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('hint').count()).toBe(1);
    // On the phone the hint and its switch are with the moves, folded away until shown.
    await showMoves(page);
    await page.getByTestId('hints-toggle').tap();
    expect(await page.getByTestId('hint').count()).toBe(0);
    await page.reload();
    await expect.poll(async () => (await statusOf(page)).status).toBe('active');
    await expect.poll(() => page.getByTestId('hints-toggle').count()).toBe(1);
    expect(await page.getByTestId('hints-toggle').isChecked()).toBe(false);
    expect(await page.getByTestId('hint').count()).toBe(0);
    expect(world().errors).toEqual([]);
  });

  it('How to play reads in French and in German and links the rule book in that language', async () => {
    const emile = await person(world(), 'Émile', 1280, 'fr-FR');
    await emile.page.goto('/#/how-to-play');
    await emile.page.getByRole('navigation').getByRole('link', { name: 'Comment jouer' }).click();
    await emile.page.getByTestId('how-to-play').getByRole('link', { name: 'Monad' }).click();
    await expect.poll(() => emile.page.getByRole('heading', { level: 1 }).innerText()).toBe('Comment jouer à Monad');
    expect(await emile.page.getByRole('heading', { name: 'Le but' }).count()).toBe(1);
    const rules = emile.page.getByTestId('full-rules');
    expect(await rules.getAttribute('href')).toBe('/rules/monad?lang=fr');
    const book = await emile.page.request.get('/rules/monad?lang=fr');
    expect(book.status()).toBe(200);
    expect(await book.text()).toContain('<li id="M12">');
    await emile.page.screenshot({ path: `${SCREENSHOTS}web-how-to-play-fr.png`, fullPage: true });

    const greta = await person(world(), 'Greta', 360, 'de-DE');
    await greta.page.goto('/#/how-to-play/monte-carlo');
    await expect.poll(() => greta.page.getByRole('heading', { level: 1 }).innerText()).toContain('So spielt man');
    expect(await greta.page.getByRole('heading', { name: 'Das Ziel' }).count()).toBe(1);
    expect(await greta.page.getByTestId('full-rules').getAttribute('href')).toBe('/rules/monte-carlo?lang=de');
    expect(await greta.page.locator('html').getAttribute('lang')).toBe('de');
    await greta.page.screenshot({ path: `${SCREENSHOTS}web-how-to-play-de-360.png`, fullPage: true });
    expect(world().errors).toEqual([]);
  });
});

describe('motion', () => {
  it('moves things after a move, and nothing at all with prefers-reduced-motion', async () => {
    const mover = await personWith('Mo', { viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
    await monteCarloAgainstBot(mover);
    const moving = await movesAndAnimations(mover.page, 3);
    expect(Math.max(...moving)).toBeGreaterThan(0);

    const still = await personWith('Rue', { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await monteCarloAgainstBot(still);
    const none = await movesAndAnimations(still.page, 3);
    expect(none).toEqual([0, 0, 0]);
    // The bot's moves too are drawn at once: no playback bar waits for a Skip.
    expect(await still.page.getByTestId('playback').count()).toBe(0);
    expect(world().errors).toEqual([]);
  });
});
