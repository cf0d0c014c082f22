// The table on a phone and on a desktop (issue 21, defects 1, 2, 6, 7), in Chromium: a person plays each
// game against a bot on a 390×844 touch screen and on a 1366×900 desktop. On the phone nothing is wider
// than the screen, the whole Monte Carlo track fits, and a bar held at the bottom keeps the moves and the
// clock in view; there, on the person's move, the board is in the first screen and not under the bar, whose
// moves fold away (shown, they take half the screen at most); on the desktop the moves start above the fold
// and the clock stays in view when the page scrolls. Both tables pass axe without a serious or critical
// violation and without heading-order; after a move played from the keyboard the focus is somewhere
// sensible, not on the body; `?at=99999` shows the last move. Screenshots of each table at each size are left
// in test-results/.
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  offered,
  SCREENSHOTS,
  showMoves,
  signUp,
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

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;
type Size = keyof typeof SIZES;
type GameId = 'monad' | 'monte-carlo';
const MOVES = '[data-testid="legal-moves"] button[data-move]';

/** A person of their own browser at one of the two sizes, signed up, no console error tolerated. */
async function player(name: string, size: Size): Promise<Page> {
  const context = await world.browser.newContext({ ...SIZES[size], baseURL: world.server.base });
  const page = await context.newPage();
  page.on('console', m => {
    if (m.type() === 'error') world.errors.push(`${name}: ${m.text()}`);
  });
  page.on('pageerror', e => world.errors.push(`${name}: ${e.message}`));
  await page.goto('/');
  await signUp({ name, context, page });
  return page;
}

/** A table against the heuristic bot with a clock of two days a turn, from the new-table form; its id. */
async function tableAgainstBot(page: Page, game: GameId): Promise<string> {
  await page.goto('/#/new');
  const form = page.getByTestId('new-table');
  await form.locator(`input[name="game"][value="${game}"]`).check();
  await form.locator('select[name="seat-1"]').selectOption('heuristic');
  await form.locator('input[name="maxTurns"]').fill('8');
  await form.getByLabel('Time per turn (correspondence)').check();
  await form.getByLabel('Hours').fill('48');
  await form.getByRole('button', { name: 'Open the table' }).click();
  await page.waitForURL(/#\/games\/[0-9a-f-]{36}$/);
  await expect.poll(async () => (await offered(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return /#\/games\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
}

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

async function boxOf(page: Page, testId: string): Promise<Box> {
  return page.getByTestId(testId).evaluate(el => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
}

/** Whether a box lies wholly in the window as it is scrolled now. */
const inView = (box: Box, page: Page): boolean => {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  return box.top >= 0 && box.left >= 0 && box.bottom <= size.height + 0.5 && box.right <= size.width + 0.5;
};

/**
 * The page's width against the window's, and every element that reaches past the window's right edge. In
 * the page's own words (a string: the tests are typed without the DOM's globals).
 */
const WIDER = `(() => {
  const past = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.right > window.innerWidth + 0.5)
      past.push(el.tagName.toLowerCase() + '.' + (el.getAttribute('data-testid') ?? el.getAttribute('class') ?? '') +
        ' right=' + Math.round(r.right));
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, past };
})()`;

const wider = (page: Page) => page.evaluate<{ scrollWidth: number; innerWidth: number; past: string[] }>(WIDER);

const scrollTo = (page: Page, y: number) => page.evaluate(`window.scrollTo(0, ${y})`);

/** axe-core's findings (WCAG 2.1 A/AA and its best practices) that matter here: serious, critical, heading order. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map(v => `${v.id} (${v.impact ?? '?'}): ${v.nodes.map(n => n.target.join(' ')).join('; ')}`);
}

/** Plays one offered move from the keyboard (focus, Enter) and waits for the answer; the moves before. */
async function moveByKeyboard(page: Page): Promise<void> {
  const before = (await statusOf(page)).version;
  await page.locator(`${MOVES}:enabled`).first().focus();
  await page.keyboard.press('Enter');
  await waitForVersion(page, before + 1);
}

/** What holds the keyboard's focus: its tag and test id, "body" when the focus was dropped. */
const focused = (page: Page): Promise<string> =>
  page.evaluate<string>(
    "(el => el === null ? 'none' : el.tagName.toLowerCase() + (el === document.body ? '' : ' ' + (el.getAttribute('data-testid') ?? '')))(document.activeElement)",
  );

const TABLE: Readonly<Record<GameId, string>> = { monad: 'monad-table', 'monte-carlo': 'mc-table' };
/** The board a move is chosen on: the cards on offer, the track. */
const BOARD: Readonly<Record<GameId, string>> = { monad: 'monad-supply', 'monte-carlo': 'mc-track' };

/** Whether what the window shows at (x, y) belongs to the element of `testId`: not something laid over it. */
const drawnAt = (page: Page, testId: string, x: number, y: number): Promise<boolean> =>
  page.evaluate<boolean>(
    `document.querySelector('[data-testid="${testId}"]').contains(document.elementFromPoint(${x}, ${y}))`,
  );

describe('the table on a phone and on a desktop', () => {
  for (const game of ['monte-carlo', 'monad'] as const) {
    it(`${game} on a 390×844 phone: nothing wider than the screen, the track whole, moves and clock in a bar`, async () => {
      const page = await player(`Phone ${game}`, 'phone');
      await tableAgainstBot(page, game);
      for (const id of ['status', 'legal-moves', 'clock', TABLE[game]])
        expect(await page.getByTestId(id).count(), id).toBeGreaterThan(0);
      if (game === 'monad') expect(await page.getByTestId('hand').count()).toBe(1);
      await page.screenshot({ path: `${SCREENSHOTS}layout-${game}-390.png` });
      await page.screenshot({ path: `${SCREENSHOTS}layout-${game}-390-full.png`, fullPage: true });

      const width = await wider(page);
      expect(width.scrollWidth).toBeLessThanOrEqual(width.innerWidth);
      expect(width.past).toEqual([]);
      // The header's links are targets a finger hits: as tall as the page's buttons (2.5rem), not a line of text.
      const links = await page.locator('.top nav a').evaluateAll(as => as.map(a => a.getBoundingClientRect().height));
      expect(links.length).toBeGreaterThan(0);
      expect(Math.min(...links)).toBeGreaterThanOrEqual(40);
      if (game === 'monte-carlo') {
        // The whole track, finish included, without scrolling sideways.
        const track = await boxOf(page, 'mc-track');
        expect(track.left).toBeGreaterThanOrEqual(0);
        expect(track.right).toBeLessThanOrEqual(390);
      }
      // The moves and your clock are in view from the start, and still when the page is scrolled to the end.
      expect(inView(await boxOf(page, 'player-bar'), page)).toBe(true);
      for (const top of [0, 100_000]) {
        await scrollTo(page, top);
        const moves = await boxOf(page, 'legal-moves');
        expect(moves.top).toBeLessThan(844);
        expect(moves.bottom).toBeGreaterThan(0);
        expect(inView(await boxOf(page, 'my-clock'), page)).toBe(true);
      }
      await showMoves(page);
      expect(await axeFindings(page)).toEqual([]);
      // Each move's words once: a visually hidden copy beside them doubled the first Monte Carlo move's text.
      const texts = await page.locator(MOVES).allInnerTexts();
      expect(texts.filter(text => /(\S.{3,}?)\s*\1$/u.test(text.trim()))).toEqual([]);
      await moveByKeyboard(page);
      await expect.poll(() => focused(page)).not.toBe('body');
      await page.screenshot({ path: `${SCREENSHOTS}layout-${game}-390-after-move.png` });
      expect(world.errors).toEqual([]);
    });

    it(`${game} on a 1366×900 desktop: the moves start above the fold and the clock stays in view`, async () => {
      const page = await player(`Desk ${game}`, 'desktop');
      await tableAgainstBot(page, game);
      await page.screenshot({ path: `${SCREENSHOTS}layout-${game}-1366.png` });
      expect((await boxOf(page, 'legal-moves')).top).toBeLessThan(900);
      expect(inView(await boxOf(page, 'clock'), page)).toBe(true);
      await scrollTo(page, 100_000);
      expect(inView(await boxOf(page, 'clock'), page)).toBe(true);
      await scrollTo(page, 0);
      expect(await axeFindings(page)).toEqual([]);
      await moveByKeyboard(page);
      await expect.poll(() => focused(page)).not.toBe('body');
      await page.screenshot({ path: `${SCREENSHOTS}layout-${game}-1366-after-move.png` });
      expect(world.errors).toEqual([]);
    });
  }

  it('on a 390×844 phone, your move: the board is in the first screen and not under the moves, which fold', async () => {
    const page = await player('Thumb', 'phone');
    const screen = SIZES.phone.viewport.height;
    for (const game of ['monad', 'monte-carlo'] as const) {
      await tableAgainstBot(page, game);
      await scrollTo(page, 0);
      const board = await boxOf(page, BOARD[game]);
      expect(board.top).toBeGreaterThanOrEqual(0);
      expect(board.top).toBeLessThan(screen);
      // The middle of the board's part in the first screen is the board's, not the bar's laid over it.
      const x = (board.left + board.right) / 2;
      expect(await drawnAt(page, BOARD[game], x, (board.top + Math.min(board.bottom, screen)) / 2)).toBe(true);
      // The bar (your time, "Your move" and its button) takes the bottom fifth at most: the moves are folded.
      expect((await boxOf(page, 'player-bar')).top).toBeGreaterThanOrEqual(screen * 0.8);
      expect(await page.locator(MOVES).first().isVisible()).toBe(false);
      await page.screenshot({ path: `${SCREENSHOTS}layout-${game}-390-board.png` });

      // Shown, the moves take half the screen at most: scrolled to the board, the half above them shows it.
      await showMoves(page);
      expect(await page.locator(MOVES).first().isVisible()).toBe(true);
      await page.getByTestId(BOARD[game]).evaluate(el => el.scrollIntoView({ block: 'start' }));
      const sheet = await boxOf(page, 'player-bar');
      expect(sheet.top).toBeGreaterThanOrEqual(screen / 2);
      const shown = await boxOf(page, BOARD[game]);
      expect(await drawnAt(page, BOARD[game], x, (shown.top + Math.min(shown.bottom, sheet.top)) / 2)).toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}layout-${game}-390-moves-shown.png` });
      await page.getByTestId('moves-fold').click();
      expect(await page.locator(MOVES).first().isVisible()).toBe(false);
    }
    expect(world.errors).toEqual([]);
  });

  it('history: ?at=99999 shows the last move, and the stepper draws its controls without font glyphs', async () => {
    const page = await player('Historian', 'desktop');
    const id = await tableAgainstBot(page, 'monte-carlo');
    await moveByKeyboard(page);
    const latest = (await statusOf(page)).version;
    await page.goto(`/#/games/${id}?at=99999`);
    await page.waitForURL(new RegExp(`#/games/${id}\\?at=${latest}$`));
    await expect.poll(async () => (await statusOf(page)).version).toBe(latest);
    const stepper = page.getByTestId('history');
    expect(await stepper.innerText()).toContain(`Move ${latest} of ${latest}`);
    expect(await page.getByTestId('problem').count()).toBe(0);
    // Each control is drawn (an SVG) and named; no character a font may lack.
    expect(await stepper.innerText()).not.toMatch(/[⏮⏭◀▶]/u);
    expect(await stepper.locator('button svg').count()).toBe(4);
    await page.screenshot({ path: `${SCREENSHOTS}layout-history-clamped.png` });
    expect(await axeFindings(page)).toEqual([]);
    expect(world.errors).toEqual([]);
  });
});
