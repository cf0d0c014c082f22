// Issue 21 in a real browser: an undo in a Monad turn. Ada picks a name on the page, and a table is opened
// for her (through the API with her key, from a position where her first seat holds two pairs of commons to
// trade, M12). She trades by clicking; the page then offers "Undo"; she clicks it, and the table, her hand
// and her legal moves are again those before the trade, the recent moves say she took one back, and Undo
// is no longer offered (nothing is left to take back). No console error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolated } from '../support/bidi.js';
import {
  clickMove,
  offered,
  person,
  SCREENSHOTS,
  signUp,
  startWorld,
  statusOf,
  type World,
} from './support/browser.js';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const card = (set: string, colour: string) => ({ set, colour });
const held = [
  [card('common', 'orange'), card('common', 'blue'), card('common', 'red'), card('common', 'purple')],
  [card('common', 'yellow'), card('common', 'green')],
];
const column = (set: string) =>
  ['red', 'orange', 'yellow', 'purple', 'blue', 'green'].filter(
    c => !held.flat().some(h => h.set === set && h.colour === c),
  );
const POSITION = {
  seats: [
    { identity: 'green', hand: held[0] },
    { identity: 'purple', hand: held[1] },
  ],
  columns: { bi: column('bi'), tri: column('tri'), quad: column('quad'), quint: column('quint') },
  deck: ['yellow', 'red', 'green'],
};

describe('undo in Chromium', () => {
  it('Monad: a trade, then Undo, gives back the table and the moves of before', async () => {
    const ada = await person(world, 'Ada');
    await ada.page.goto('/');
    await signUp(ada);
    const stored = await ada.context.storageState();
    const player = stored.origins.flatMap(o => o.localStorage).find(item => item.name === 'croupier.player');
    const key = (JSON.parse(player?.value ?? '{}') as { key?: string }).key ?? '';
    expect(key).not.toBe('');
    const created = await fetch(`${world.server.base}/games`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: JSON.stringify({ game: 'monad', players: 2, position: POSITION, seats: [{ me: true }, {}] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await ada.page.goto(`/#/games/${id}`);
    await expect.poll(async () => (await statusOf(ada.page)).status).toBe('active');
    await expect.poll(async () => (await offered(ada.page)).length).toBeGreaterThan(0);
    const before = await offered(ada.page);
    const hand = await ada.page.getByTestId('hand').innerText();
    expect(await ada.page.getByTestId('undo').count()).toBe(0);

    const trade = before.find(m => m.type === 'trade' && (m.cards as { set: string }[]).every(c => c.set === 'common'));
    expect(trade).toBeDefined();
    await clickMove(ada.page, trade);
    await expect.poll(async () => (await statusOf(ada.page)).version).toBe(1);
    await ada.page.getByTestId('undo').waitFor();
    expect(await ada.page.getByTestId('hand').innerText()).not.toBe(hand);
    await ada.page.screenshot({ path: `${SCREENSHOTS}web-monad-undo-offered.png`, fullPage: true });

    await ada.page.getByTestId('undo').click();
    await expect.poll(async () => (await statusOf(ada.page)).version).toBe(2);
    await expect.poll(() => ada.page.getByTestId('undo').count()).toBe(0);
    expect(await ada.page.getByTestId('hand').innerText()).toBe(hand);
    // The event of version 2 may come before the undo's own answer: the buttons stay disabled until it does.
    await expect.poll(() => offered(ada.page)).toEqual(before);
    await expect
      .poll(() => ada.page.getByTestId('recent-moves').innerText())
      .toContain(`${isolated('Ada')} (you) took back a move.`);
    await ada.page.screenshot({ path: `${SCREENSHOTS}web-monad-undone.png`, fullPage: true });
    expect(world.errors).toEqual([]);
  });
});
