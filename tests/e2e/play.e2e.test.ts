// The web page in a real browser (Debian's Chromium via playwright-core), everything through the page as a
// person would do it: Ada opens a Monad table with an open seat and copies its invitation link; Grace, in a
// browser of her own on a 360 px phone, opens the link, picks a name and takes the seat; both play the whole
// game by clicking the legal moves the page offers, while a spectator watches it live; then the spectator
// steps through its history and reads the review of a decision, and they ask for a rematch. Lin plays Monte
// Carlo Gamble against a bot to the end, and Sam finds a listed table in the lobby. Screenshots of each table
// are left in test-results/. No page may log a console error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  offered,
  person,
  playToTheEnd,
  SCREENSHOTS,
  seededChoice,
  signUp,
  worldOfFile,
  statusOf,
  waitForVersion,
  type Move,
} from './support/browser.js';

const world = worldOfFile();

/** Opens the new-table form and fills what every table here shares. */
async function openTable(
  page: Page,
  game: 'monad' | 'monte-carlo',
  seats: readonly string[],
  options: { maxTurns: number; listed?: boolean; perTurnHours?: number; rated?: boolean },
): Promise<string> {
  await page.goto('/#/new');
  const form = page.getByTestId('new-table');
  await form.locator(`input[name="game"][value="${game}"]`).check();
  await form.locator('select[name="players"]').selectOption(String(seats.length));
  for (const [seat, choice] of seats.entries()) await form.locator(`select[name="seat-${seat}"]`).selectOption(choice);
  await form.locator('input[name="maxTurns"]').fill(String(options.maxTurns));
  if (options.listed) await form.locator('input[name="listed"]').check();
  if (options.perTurnHours !== undefined) {
    await form.getByLabel('Time per turn (correspondence)').check();
    await form.getByLabel('Hours').fill(String(options.perTurnHours));
  }
  if (options.rated) await form.locator('input[name="rated"]').check();
  await form.getByRole('button', { name: 'Open the table' }).click();
  await page.waitForURL(/#\/games\/[0-9a-f-]{36}$/);
  return /#\/games\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
}

// Monad by clicks: buy and trade while the hand allows, then end the turn, so that turns stay short.
const monadChoice = seededChoice(13, (moves, random) => {
  const of = (type: string) => moves.findIndex(m => m.type === type);
  if (of('end_turn') >= 0 && random() < 0.6) return of('end_turn');
  const useful = moves.map((m, i) => [m, i] as const).filter(([m]) => m.type !== 'pass' && m.type !== 'end_turn');
  if (useful.length > 0) return useful[Math.floor(random() * useful.length)]?.[1] ?? 0;
  return null;
});

describe('the web page in Chromium', () => {
  it('Monad by invitation: two browsers play a whole game by clicking, a spectator watches live, then history and a rematch', async () => {
    const ada = await person(world(), 'Ada');
    const grace = await person(world(), 'Grace', 360);
    const watcher = await person(world(), 'Spectator');

    await ada.page.goto('/');
    await signUp(ada);
    await expect.poll(() => ada.page.getByRole('heading', { name: 'Your games' }).count()).toBe(1);
    const id = await openTable(ada.page, 'monad', ['me', 'open'], { maxTurns: 6 });
    expect((await statusOf(ada.page)).status).toBe('waiting');
    const link = await ada.page.getByTestId('invite-1').inputValue();
    expect(link).toMatch(new RegExp(`^${world().server.base}/#/games/${id}/join\\?code=`));
    await ada.page.screenshot({ path: `${SCREENSHOTS}web-monad-waiting.png` });

    // Grace opens the link on her phone, picks a name, takes the seat: the game starts for both.
    await grace.page.goto(link);
    await signUp(grace);
    await grace.page.getByTestId('join-button').click();
    await grace.page.waitForURL(new RegExp(`#/games/${id}$`));
    await expect.poll(async () => (await statusOf(grace.page)).status).toBe('active');
    await expect.poll(async () => (await statusOf(ada.page)).status).toBe('active');

    // A spectator (no name picked) watches the same table: no moves offered, only the table.
    await watcher.page.goto(`/#/games/${id}`);
    await expect.poll(async () => (await statusOf(watcher.page)).status).toBe('active');
    expect(await offered(watcher.page)).toEqual([]);

    // Seat 0 (Ada) moves first; the spectator sees each of the first moves arrive without reloading.
    const first = await offered(ada.page);
    expect(first.length).toBeGreaterThan(0);
    expect(await offered(grace.page)).toEqual([]);
    expect(await accessibilityProblems(ada.page)).toEqual([]);
    expect(await accessibilityProblems(grace.page)).toEqual([]);
    const clicks = await playToTheEnd([ada.page, grace.page], (moves: readonly Move[]) => monadChoice(moves), 600);
    expect(clicks).toBeGreaterThan(5);
    const final = await statusOf(ada.page);
    expect(final.status).toBe('finished');
    await waitForVersion(watcher.page, final.version);
    expect((await statusOf(watcher.page)).status).toBe('finished');
    expect((await statusOf(grace.page)).version).toBe(final.version);
    await ada.page.screenshot({ path: `${SCREENSHOTS}web-monad-ada.png`, fullPage: true });
    await grace.page.screenshot({ path: `${SCREENSHOTS}web-monad-grace-360.png`, fullPage: true });
    await watcher.page.screenshot({ path: `${SCREENSHOTS}web-monad-spectator.png`, fullPage: true });

    // Step through the finished game: from its first entry, forward, each step described.
    await watcher.page.getByTestId('history-link').click();
    await watcher.page.waitForURL(new RegExp(`#/games/${id}\\?at=0$`));
    await watcher.page.getByTestId('history-forward').click();
    await watcher.page.waitForURL(new RegExp(`#/games/${id}\\?at=1$`));
    await expect.poll(() => watcher.page.getByTestId('history-entry').innerText()).not.toBe('…');
    // The review of the seat that moved (a few seconds, once) comes to the note of each of its decisions: the
    // first step that is one shows it.
    let reviewed = 0;
    for (let at = 1; at <= 8 && reviewed === 0; at++) {
      if (at > 1) {
        await watcher.page.getByTestId('history-forward').click();
        await watcher.page.waitForURL(new RegExp(`#/games/${id}\\?at=${at}$`));
      }
      await expect.poll(() => watcher.page.locator('.review-line[aria-busy]').count(), { timeout: 20_000 }).toBe(0);
      reviewed = await watcher.page.getByTestId('review-line').count();
    }
    expect(reviewed).toBe(1);
    await watcher.page.screenshot({ path: `${SCREENSHOTS}web-monad-history.png`, fullPage: true });
    expect(await accessibilityProblems(watcher.page)).toEqual([]);
    expect(await accessibilityProblems(ada.page)).toEqual([]);

    // A rematch: Ada asks, Grace takes her reserved seat from the finished game's page.
    await ada.page.getByTestId('rematch').click();
    await ada.page.waitForURL(url => !url.hash.includes(id) && /#\/games\/[0-9a-f-]{36}$/.test(url.hash));
    const rematchId = /#\/games\/([0-9a-f-]{36})/.exec(ada.page.url())?.[1];
    await grace.page.reload();
    await grace.page.getByRole('button', { name: 'Take your seat in the rematch' }).click();
    await grace.page.waitForURL(new RegExp(`#/games/${rematchId}$`));
    await expect.poll(async () => (await statusOf(grace.page)).status).toBe('active');
    expect(world().errors).toEqual([]);
  });

  it('Monte Carlo Gamble against a bot, played to the end by clicking', async () => {
    const lin = await person(world(), 'Lin');
    await lin.page.goto('/');
    await signUp(lin);
    await openTable(lin.page, 'monte-carlo', ['me', 'heuristic'], { maxTurns: 6 });
    await expect.poll(async () => (await statusOf(lin.page)).status).toBe('active');
    await lin.page.screenshot({ path: `${SCREENSHOTS}web-monte-carlo-start.png`, fullPage: true });
    expect(await accessibilityProblems(lin.page)).toEqual([]);
    // With the keyboard alone: Tab reaches a move, Enter plays it.
    const before = (await statusOf(lin.page)).version;
    let focused = false;
    for (let tab = 0; tab < 80 && !focused; tab++) {
      await lin.page.keyboard.press('Tab');
      focused = (await lin.page.locator('[data-testid="legal-moves"] button[data-move]:focus').count()) > 0;
    }
    expect(focused).toBe(true);
    await lin.page.keyboard.press('Enter');
    await waitForVersion(lin.page, before + 1);
    const clicks = await playToTheEnd([lin.page], seededChoice(7), 800);
    expect(clicks).toBeGreaterThan(0);
    expect((await statusOf(lin.page)).status).toBe('finished');
    await lin.page.screenshot({ path: `${SCREENSHOTS}web-monte-carlo.png`, fullPage: true });
    expect(await accessibilityProblems(lin.page)).toEqual([]);
    await lin.page.setViewportSize({ width: 360, height: 800 });
    await lin.page.screenshot({ path: `${SCREENSHOTS}web-monte-carlo-360.png`, fullPage: true });
    expect(world().errors).toEqual([]);
  });

  it('a listed rated table with a clock shows in the lobby, where another person takes its seat', async () => {
    const host = await person(world(), 'Host');
    const sam = await person(world(), 'Sam', 360);
    await host.page.goto('/');
    await signUp(host);
    const id = await openTable(host.page, 'monad', ['me', 'open'], {
      maxTurns: 3,
      listed: true,
      perTurnHours: 48,
      rated: true,
    });
    await sam.page.goto('/#/lobby');
    await signUp(sam);
    expect(await accessibilityProblems(sam.page)).toEqual([]);
    const row = sam.page.locator(`[data-testid="lobby-games"] li[data-game-id="${id}"]`);
    await row.getByRole('button', { name: 'Take a seat' }).click();
    await sam.page.waitForURL(new RegExp(`#/games/${id}$`));
    await expect.poll(async () => (await statusOf(host.page)).status).toBe('active');
    // The clock chosen on the form runs for the host, who is to move: two days a turn.
    await expect.poll(() => host.page.getByTestId('clock').innerText()).toContain('2 d per turn');
    // Rated as asked: the clock chosen first stays (a rated game needs one), and the page says so.
    await expect.poll(() => host.page.locator('.game-rated').innerText()).toBe('Rated game.');
    // Sam's home lists the game, waiting for the host to move.
    await sam.page.goto('/#/');
    await expect.poll(() => sam.page.locator(`[data-testid="active-games"] li[data-game-id="${id}"]`).count()).toBe(1);
    await sam.page.screenshot({ path: `${SCREENSHOTS}web-my-games-360.png`, fullPage: true });
    // Anyone finds the game among those being played, and watches it.
    const passerby = await person(world(), 'Passer-by');
    await passerby.page.goto('/#/lobby');
    await passerby.page.locator(`[data-testid="games-in-play"] li[data-game-id="${id}"] a`).click();
    await passerby.page.waitForURL(new RegExp(`#/games/${id}$`));
    await expect.poll(async () => (await statusOf(passerby.page)).status).toBe('active');
    expect(await offered(passerby.page)).toEqual([]);
    expect(await accessibilityProblems(sam.page)).toEqual([]);
    await sam.page.goto('/#/new');
    expect(await accessibilityProblems(sam.page)).toEqual([]);
    expect(world().errors).toEqual([]);
  });
});
