// What the page's browser tests share: Debian's Chromium driven by playwright-core (never a downloaded
// browser), one server on 127.0.0.1 serving the built page (web/dist, built by `pretest:e2e`) with the
// real games and bots, and a person's browser context with the console watched for errors.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases, type TestDatabase } from '../../support/databases.js';
import { listen, type Listening, type ListenOptions } from '../../support/listening.js';

export const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/', import.meta.url));
const WEB_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/**
 * Debian's Chromium, headless, without the background connections this machine's closed network refuses;
 * the folder for screenshots made.
 */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export interface World {
  readonly server: Listening;
  readonly browser: Browser;
  /** Console errors and uncaught page errors of every page opened, with the page's name. */
  readonly errors: string[];
  close(): Promise<void>;
}

/** The server of a world: the real games and bots and the built page, with `options` (e.g. e-mail). */
export async function startWorld(options: Pick<ListenOptions, 'notifications' | 'outbox'> = {}): Promise<World> {
  const [database] = testDatabases() as [TestDatabase];
  const server = await listen(database, { games, bots: builtInBots, webDir: WEB_DIR, ...options });
  const browser = await launchChromium();
  return {
    server,
    browser,
    errors: [],
    async close() {
      await browser.close();
      await server.stop();
      await database.dispose();
    },
  };
}

/** The world of a test file: started before its tests and closed after them; `world()` is it during a test. */
export function worldOfFile(): () => World {
  let world: World | undefined;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });
  return () => {
    if (!world) throw new Error('the world starts before the tests (beforeAll)');
    return world;
  };
}

export interface Person {
  readonly name: string;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * A person in a browser of their own (their own localStorage), on a phone (360 px) or a desktop, whose
 * browser prefers `locale` (navigator.languages and Accept-Language; Chromium's own default otherwise).
 */
export async function person(world: World, name: string, width: 360 | 1280 = 1280, locale?: string): Promise<Person> {
  const context = await world.browser.newContext({
    viewport: { width, height: width === 360 ? 800 : 900 },
    baseURL: world.server.base,
    ...(locale === undefined ? {} : { locale }),
  });
  const page = await context.newPage();
  page.on('console', message => {
    if (message.type() === 'error') world.errors.push(`${name}: ${message.text()}`);
  });
  page.on('pageerror', error => world.errors.push(`${name}: ${error.message}`));
  return { name, context, page };
}

/** The player key the page keeps in this browser (its localStorage), once signed up. */
export const keyOf = async (page: Page): Promise<string> => (await storedPlayer(page)).key;

/** Picks a name on the page's form: the player is created and kept in this browser. */
export async function signUp(p: Person): Promise<void> {
  const form = p.page.getByTestId('name-form');
  await form.getByLabel('Your name').fill(p.name);
  await form.getByRole('button', { name: 'Start playing' }).click();
  await form.waitFor({ state: 'detached' });
}

/** The player this page keeps (its localStorage), as the page signed them up. */
export async function storedPlayer(page: Page): Promise<{ id: string; name: string; key: string }> {
  const stored = (await page.context().storageState()).origins
    .flatMap(o => o.localStorage)
    .find(e => e.name === 'croupier.player');
  return JSON.parse(stored?.value ?? '{}') as { id: string; name: string; key: string };
}

/** A POST to the API with a player's key, as the page would make it; it must succeed. Returns the answer's body. */
export async function callApi(
  world: World,
  path: string,
  key: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${world.server.base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

export interface SeatedPair {
  readonly ada: Person;
  readonly bob: Person;
  readonly keys: { readonly ada: string; readonly bob: string };
  /** The game they sit at. */
  readonly id: string;
}

/**
 * Ada on a desktop and Bob on a 360 px phone, each signed up on the page in a browser of their own, then
 * seated at a two-seat Monad table Ada opened and Bob joined with its invitation, through the API (the
 * calls the page makes).
 */
export async function seatedPair(world: World): Promise<SeatedPair> {
  const ada = await person(world, 'Ada');
  const bob = await person(world, 'Bob', 360);
  for (const p of [ada, bob]) {
    await p.page.goto('/');
    await signUp(p);
  }
  const keys = { ada: (await storedPlayer(ada.page)).key, bob: (await storedPlayer(bob.page)).key };
  const created = await callApi(world, '/games', keys.ada, {
    game: 'monad',
    players: 2,
    seats: [{ me: true }, { open: true }],
  });
  const id = created['id'] as string;
  await callApi(world, `/games/${id}/join`, keys.bob, { code: (created['invites'] as { code: string }[])[0]?.code });
  return { ada, bob, keys, id };
}

export interface Status {
  readonly version: number;
  readonly status: string;
  readonly text: string;
}

export async function statusOf(page: Page): Promise<Status> {
  const el = page.getByTestId('status');
  const [version, status, text] = await Promise.all([
    el.getAttribute('data-version'),
    el.getAttribute('data-status'),
    el.innerText(),
  ]);
  return { version: Number(version), status: status ?? '', text };
}

/** Waits until the page shows at least `version` (the event stream brought it, no reload). */
export async function waitForVersion(page: Page, version: number, timeout = 15_000): Promise<void> {
  // Polled from here rather than with waitForFunction, which evaluates in the page: the page's CSP forbids that.
  const deadline = Date.now() + timeout;
  while ((await statusOf(page)).version < version) {
    if (Date.now() > deadline) throw new Error(`the page did not reach version ${version} within ${timeout} ms`);
    await page.waitForTimeout(50);
  }
}

export type Move = { readonly type: string } & Record<string, unknown>;
export type Choose = (moves: readonly Move[]) => number;

const MOVES = '[data-testid="legal-moves"] button[data-move]:enabled';

/** The legal moves a page offers now, as the JSON of their buttons. */
export async function offered(page: Page): Promise<Move[]> {
  const values = await page.locator(MOVES).evaluateAll(buttons => buttons.map(b => b.getAttribute('data-move') ?? ''));
  return values.map(v => JSON.parse(v) as Move);
}

/**
 * Shows the moves where a phone's bar folds them away (web/src/chrome/moves-panel.tsx), as a person taps to
 * see them; on a wide screen, or shown already, nothing to do.
 */
export async function showMoves(page: Page): Promise<void> {
  const fold = page.locator('[data-testid="moves-fold"][aria-expanded="false"]');
  if (await fold.isVisible()) await fold.click();
}

/** Clicks the button of one offered move (none: the caller found no move to play), the moves shown first. */
export async function clickMove(page: Page, move: Move | undefined): Promise<void> {
  if (move === undefined) throw new Error('no move offered to click');
  await showMoves(page);
  await page
    .locator(`[data-testid="legal-moves"] button[data-move=${JSON.stringify(JSON.stringify(move))}]`)
    .first()
    .click();
}

/**
 * Plays by clicking: whichever page offers moves clicks the one `choose` picks, then waits for its status
 * to show a newer version; until every page shows the game finished. Returns the number of clicks.
 */
export async function playToTheEnd(pages: readonly Page[], choose: Choose, maxClicks = 800): Promise<number> {
  for (let clicks = 0; clicks < maxClicks;) {
    const statuses = await Promise.all(pages.map(statusOf));
    if (statuses.every(s => s.status === 'finished')) return clicks;
    let moved = false;
    for (const page of pages) {
      const moves = await offered(page);
      if (moves.length === 0) continue;
      const move = moves[choose(moves)] ?? moves[0];
      const before = (await statusOf(page)).version;
      await clickMove(page, move);
      // Versions only grow: the status showing another version means a newer one.
      await page
        .locator(`[data-testid="status"]:not([data-version="${before}"]), [data-testid="problem"]`)
        .first()
        .waitFor({ timeout: 15_000 });
      const problem = page.getByTestId('problem');
      if ((await problem.count()) > 0)
        throw new Error(`the move ${JSON.stringify(move)} was refused: ${await problem.first().innerText()}`);
      clicks++;
      moved = true;
      break;
    }
    if (!moved) await pages[0]?.waitForTimeout(50);
  }
  throw new Error(`the game did not end within ${maxClicks} clicks`);
}

/** A seeded choice, so that a failing run can be replayed: xorshift32. */
export function seededChoice(
  seed: number,
  prefer: (moves: readonly Move[], random: () => number) => number | null = () => null,
): Choose {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
  return moves => prefer(moves, random) ?? Math.floor(random() * moves.length);
}

/**
 * What axe-core (the accessibility engine browsers' own audits use) finds against WCAG 2.1 A and AA on the
 * page as it is now: one line per rule broken, with the first elements that break it. Empty is the goal.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map(
    v =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map(n => n.target.join(' '))
        .join('; ')}`,
  );
}
