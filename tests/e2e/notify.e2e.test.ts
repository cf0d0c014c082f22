// Issue 25 in a real browser: the notifications button (the permission granted through the browser context,
// never asked on load), the tab title counting the games awaiting the player, live when the opponent moves,
// and the system notification shown while the tab is hidden, which opens the game; the vacation control and
// what the opponent sees; the e-mail form, from the address to "check your inbox", the mailed link, the
// frequency and removal, and its absence on a server without SMTP_URL. Games are set up and opponents move
// through the API (the same calls the page makes); Ada's page is only clicked. No console error.
//
// Headless Chromium shows every tab as visible, whatever is in front (minimising the window does not change
// it either), so the hidden tab is played by an init script: `document.hidden` reads a flag the test sets,
// and `Notification` is the browser's own, wrapped to keep what was shown.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailReceiver, type MailReceiver } from '../support/smtp.js';
import { isolated } from '../support/bidi.js';
import {
  accessibilityProblems,
  keyOf,
  person,
  signUp,
  startWorld,
  statusOf,
  type Person,
  type World,
} from './support/browser.js';

const ORIGIN = 'https://croupier.example';

let world: World;
let smtp: MailReceiver;

beforeAll(async () => {
  smtp = await startMailReceiver();
  world = await startWorld({
    notifications: { mail: { smtpUrl: smtp.url, from: 'Croupier <croupier@croupier.example>', origin: ORIGIN } },
    outbox: { sweepMs: 200 },
  });
});

afterAll(async () => {
  await world?.close();
  await smtp?.close();
});

/** Runs in the page before its own scripts: a tab the test hides, and the notifications it showed. */
const HIDDEN_TAB = `
  window.__hidden = false;
  window.__shown = [];
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => window.__hidden });
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (window.__hidden ? 'hidden' : 'visible'),
  });
  const Native = window.Notification;
  window.Notification = class extends Native {
    constructor(title, options) {
      super(title, options);
      window.__shown.push(this);
    }
  };
`;

/**
 * The console errors of the world, but Chromium's own line that a browser context (incognito, as every
 * Playwright context is) has no Push API: the page's subscription then fails as it does in any incognito
 * window, and the in-page notifications still work.
 */
const errorsOf = (w: World): string[] =>
  w.errors.filter(e => !e.includes('does not support the Push API in incognito'));

async function call(method: string, path: string, key: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${world.server.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>);
}

interface Seated {
  readonly id: string;
  /** Seat of each player key. */
  readonly seatOf: ReadonlyMap<string, number>;
}

/** A game of Monad between the two keys (the first at seat 0), started; `clock` as POST /games takes it. */
async function game(first: string, second: string, clock?: Record<string, number>): Promise<Seated> {
  const created = await call('POST', '/games', first, {
    game: 'monad',
    players: 2,
    seats: [{ me: true }, { open: true }],
    ...(clock === undefined ? {} : { clock }),
  });
  const id = created['id'] as string;
  const invites = created['invites'] as { code: string }[];
  await call('POST', `/games/${id}/join`, second, { code: invites[0]?.code });
  return {
    id,
    seatOf: new Map([
      [first, 0],
      [second, 1],
    ]),
  };
}

/**
 * Plays first legal moves until `done(toAct)`: at each step the first of `keys` that is to act moves (a
 * Monad turn may take several moves; some phases let both seats act).
 */
async function playUntil(g: Seated, keys: readonly string[], done: (toAct: number[]) => boolean): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const toAct = await toActOf(g, keys[0] ?? '');
    if (done(toAct)) return;
    const key = keys.find(k => toAct.includes(g.seatOf.get(k) ?? -1));
    if (key === undefined) throw new Error(`none of the players is to act (${JSON.stringify(toAct)})`);
    const legal = await call('GET', `/games/${g.id}/legal-moves`, key);
    const moves = legal['moves'] as unknown[];
    await call('POST', `/games/${g.id}/moves`, key, { move: moves[0], expectedVersion: legal['version'] });
  }
  throw new Error('the game never came to the state asked');
}

const toActOf = async (g: Seated, key: string): Promise<number[]> =>
  (await call('GET', `/games/${g.id}`, key))['toAct'] as number[];

/** Hides the tab or brings it back into view, as HIDDEN_TAB plays it. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate(`window.__hidden = ${hidden}; document.dispatchEvent(new Event('visibilitychange'))`);

const only = (seat: number) => (toAct: number[]) => toAct.length === 1 && toAct[0] === seat;
const includes = (seat: number) => (toAct: number[]) => toAct.includes(seat);

async function waitForTitle(page: Page, title: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (let now = await page.title(); now !== title; now = await page.title()) {
    if (Date.now() > deadline) throw new Error(`the title stayed "${now}", not "${title}"`);
    await page.waitForTimeout(50);
  }
}

async function signedUp(name: string, width: 360 | 1280 = 1280): Promise<Person & { key: string }> {
  const p = await person(world, name, width);
  await p.page.goto('/');
  await signUp(p);
  return { ...p, key: await keyOf(p.page) };
}

describe('notifications on the page', () => {
  it('turns notifications on from a button; the title counts the turn live; a hidden tab shows it and opens the game', async () => {
    const ada = await person(world, 'Ada');
    await ada.page.addInitScript(HIDDEN_TAB);
    await ada.page.goto('/');
    await signUp(ada);
    const adaKey = await keyOf(ada.page);
    const bob = await signedUp('Bob', 360);

    // Bob alone to act, after Ada's moves from elsewhere (the API, as another device): her tab reads the
    // count again when it comes back into view.
    const g = await game(adaKey, bob.key);
    await playUntil(g, [adaKey, bob.key], only(1));
    await setHidden(ada.page, false);
    await waitForTitle(ada.page, 'Croupier');

    // Asked only from the button: on load the browser's answer is still "default".
    const settings = ada.page.locator('.notify-settings');
    const button = settings.getByRole('button', { name: 'Turn on notifications' });
    await button.waitFor();
    await ada.context.grantPermissions(['notifications'], { origin: world.server.base });
    await button.click();
    await settings.getByText('Notifications are on in this browser').waitFor();
    await setHidden(ada.page, true);

    // Bob moves from his side: Ada's tab learns it from her stream, without a reload.
    await playUntil(g, [bob.key], includes(0));
    await waitForTitle(ada.page, '(1) Your turn · Croupier');
    const favicon = await ada.page.locator('link[rel="icon"]').getAttribute('href');
    expect(decodeURIComponent(favicon ?? '')).toContain('>1</text>');
    const shown = await ada.page.evaluate<{ title: string; body: string; tag: string }[]>(
      'window.__shown.map(n => ({ title: n.title, body: n.body, tag: n.tag }))',
    );
    expect(shown).toContainEqual({
      title: 'Your turn',
      body: 'It is your turn in a game of monad.',
      tag: `your-turn:${g.id}`,
    });

    // Clicking it opens the game, in view again; her moves there, clicked, end her turn and the count.
    await ada.page.evaluate(`window.__shown.find(n => n.tag === 'your-turn:${g.id}').onclick()`);
    await ada.page.waitForURL(url => url.hash === `#/games/${g.id}`);
    await setHidden(ada.page, false);
    for (let clicks = 0; (await toActOf(g, adaKey)).includes(0); clicks++) {
      expect(clicks).toBeLessThan(50);
      const before = (await statusOf(ada.page)).version;
      await ada.page.locator('[data-testid="legal-moves"] button[data-move]:enabled').first().click();
      await ada.page.locator(`[data-testid="status"]:not([data-version="${before}"])`).waitFor();
    }
    await waitForTitle(ada.page, 'Croupier');
    expect(errorsOf(world)).toEqual([]);
  });

  it('goes on vacation and back from the page; the opponent sees "on vacation until …" meanwhile', async () => {
    const ada = await signedUp('Ada');
    const bob = await signedUp('Bob', 360);
    const g = await game(ada.key, bob.key, { perTurnSeconds: 86_400 });
    const panel = ada.page.getByTestId('vacation');
    await panel.waitFor();
    const back = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await panel.getByLabel('Back on').fill(back);
    await panel.getByRole('button', { name: 'Go on vacation' }).click();
    await panel.getByText(/^You are on vacation until /).waitFor();

    await bob.page.goto(`/#/games/${g.id}`);
    const away = bob.page.getByTestId('vacation');
    await away.waitFor();
    expect(await away.innerText()).toMatch(/on vacation until/);

    await panel.getByRole('button', { name: 'End my vacation' }).click();
    await panel.getByRole('button', { name: 'Go on vacation' }).waitFor();
    await bob.page.reload();
    await bob.page.getByTestId('status').waitFor();
    expect(await bob.page.getByTestId('vacation').count()).toBe(0);
    expect(errorsOf(world)).toEqual([]);
  });

  it('adds an e-mail address, says to check the inbox until the mailed link is opened, changes how often, gives a new one and keeps the old, removes it', async () => {
    const ada = await signedUp('Ada');
    const form = ada.page.getByTestId('email-settings');
    await form.waitFor();
    expect(await accessibilityProblems(ada.page)).toEqual([]);
    const address = `ada.${Date.now()}@example.org`;
    await form.getByLabel('Your e-mail address').fill(address);
    await form.getByLabel('once a day, the games awaiting me').check();
    await form.getByRole('button', { name: 'Send me a confirmation link' }).click();
    const state = ada.page.getByTestId('email-state');
    await state.waitFor();
    expect(await state.innerText()).toBe(
      `Check your inbox: open the link we sent to ${isolated(address)} to confirm it. Nothing is mailed before.`,
    );

    // The worker mails the link; opened in another tab, as from a mailbox.
    const deadline = Date.now() + 15_000;
    while (!smtp.mails.some(m => m.to.includes(address))) {
      if (Date.now() > deadline) throw new Error('no confirmation mail');
      await ada.page.waitForTimeout(100);
    }
    const text = smtp.mails.find(m => m.to.includes(address))?.parsed.text ?? '';
    const link = new RegExp(`${ORIGIN}(/email/confirm\\?token=[A-Za-z0-9_%-]+)`).exec(text)?.[1];
    expect(link).toBeDefined();
    const mailbox = await ada.context.newPage();
    await mailbox.goto(link ?? '');
    // Opening the link only asks (link scanners open links too): the button confirms.
    expect(await mailbox.locator('body').innerText()).toMatch(
      /Send your Croupier game notifications to this address\?/,
    );
    await mailbox.getByRole('button', { name: 'Confirm' }).click();
    await mailbox.getByText(/Your address is confirmed/).waitFor();
    await mailbox.close();
    // Back on the page (it reads the address again when it comes back into view).
    await ada.page.evaluate('document.dispatchEvent(new Event("visibilitychange"))');
    await form.getByText(`Mails go to ${isolated(address)}.`).waitFor();
    expect(await form.getByLabel('once a day, the games awaiting me').isChecked()).toBe(true);

    await form.getByLabel('on each turn, and when a game ends').check();
    const deadlineSaved = Date.now() + 15_000;
    while ((await call('GET', '/players/me/email', ada.key))['frequency'] !== 'each-turn') {
      if (Date.now() > deadlineSaved) throw new Error('the frequency was not saved');
      await ada.page.waitForTimeout(100);
    }

    // A new address waits beside the confirmed one, which keeps the mail until the new one is confirmed; keeping
    // the confirmed one calls the change off.
    const other = `ada.new.${Date.now()}@example.org`;
    await form.getByLabel('New address').fill(other);
    await form.getByRole('button', { name: 'Change the address' }).click();
    await form
      .getByText(
        `Mails still go to ${isolated(address)} until you confirm ${isolated(other)}: open the link we sent to it.`,
      )
      .waitFor();
    expect(await call('GET', '/players/me/email', ada.key)).toMatchObject({
      address,
      confirmed: true,
      pending: { address: other },
    });
    await form.getByRole('button', { name: `Keep ${isolated(address)}` }).click();
    await form.getByText(`Mails go to ${isolated(address)}.`).waitFor();

    await form.getByRole('button', { name: 'Remove this address' }).click();
    await form.getByLabel('Your e-mail address').waitFor();
    const gone = await fetch(`${world.server.base}/players/me/email`, {
      headers: { authorization: `Bearer ${ada.key}` },
    });
    expect(gone.status).toBe(404);
    expect(errorsOf(world)).toEqual([]);
  });

  it('offers no e-mail on a server without SMTP_URL', async () => {
    const plain = await startWorld();
    try {
      const p = await person(plain, 'Cleo');
      const mine = p.page.waitForResponse(r => r.url().endsWith('/players/me/notifications'));
      await p.page.goto('/');
      await signUp(p);
      expect(await (await mine).json()).toMatchObject({ channels: { email: false } });
      await p.page.locator('.notify-settings').waitFor();
      await p.page.getByTestId('vacation').waitFor();
      expect(await p.page.getByTestId('email-settings').count()).toBe(0);
      expect(errorsOf(plain)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
