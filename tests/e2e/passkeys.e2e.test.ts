// Issue 24 in a real browser: Ada plays on her laptop, adds a passkey from the Devices screen, and signs in on
// her phone with it ("Sign in with a passkey", no name typed): the phone gets a key of its own and sees the
// same games; the laptop's Devices screen then lists both devices. Then a tablet signs in with a link code
// the laptop shows ("I have a code"), and once the laptop revokes it, the tablet is signed out. Each browser context has Chromium's own
// virtual authenticator (CDP WebAuthn: CTAP2, resident keys, user verification); the phone's holds the
// laptop's passkey as a synced passkey would be. The page is opened at http://localhost:<port>: WebAuthn
// refuses an IP address as the relying-party id.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, SCREENSHOTS, startWorld, storedPlayer, type World } from './support/browser.js';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

interface Device {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  readonly authenticatorId: string;
}

async function device(name: string): Promise<Device> {
  const context = await world.browser.newContext({
    baseURL: `http://localhost:${world.server.port}`,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  page.on('console', message => {
    if (message.type() === 'error') world.errors.push(`${name}: ${message.text()}`);
  });
  page.on('pageerror', error => world.errors.push(`${name}: ${error.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

describe('signing in on another device with a passkey', () => {
  it('registers a passkey on the laptop and signs the phone in with it, to the same games', async () => {
    const laptop = await device('laptop');
    await laptop.page.goto('/');
    const form = laptop.page.getByTestId('name-form');
    await form.getByLabel('Your name').fill('Ada');
    await form.getByRole('button', { name: 'Start playing' }).click();
    await form.waitFor({ state: 'detached' });
    const ada = await storedPlayer(laptop.page);
    const created = await fetch(`${world.server.base}/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'monad', players: 2, seats: [{ me: true }, { bot: 'random' }] }),
    });
    expect(created.status).toBe(201);
    const gameId = ((await created.json()) as { id: string }).id;

    await laptop.page.getByTestId('nav-devices').click();
    await laptop.page.getByTestId('add-passkey').click();
    await laptop.page.getByTestId('passkey-added').waitFor();
    expect(await accessibilityProblems(laptop.page)).toEqual([]);
    const { credentials } = await laptop.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: laptop.authenticatorId,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    const phone = await device('phone');
    for (const credential of credentials)
      await phone.cdp.send('WebAuthn.addCredential', { authenticatorId: phone.authenticatorId, credential });
    await phone.page.goto('/');
    await phone.page.getByRole('button', { name: 'I have a code' }).click();
    expect(await accessibilityProblems(phone.page)).toEqual([]);
    await phone.page.screenshot({ path: `${SCREENSHOTS}passkey-sign-in.png` });
    await phone.page.getByTestId('passkey-sign-in').click();
    await phone.page.getByTestId('name-form').waitFor({ state: 'detached' });
    const onPhone = await storedPlayer(phone.page);
    expect(onPhone).toMatchObject({ id: ada.id, name: 'Ada' });
    expect(onPhone.key).not.toBe(ada.key);
    await phone.page.locator(`a[href="#/games/${gameId}"]`).first().waitFor();
    await phone.page.screenshot({ path: `${SCREENSHOTS}passkey-phone-games.png` });

    await laptop.page.reload();
    await expect.poll(() => laptop.page.getByTestId('device').count()).toBe(2);
    expect(await laptop.page.locator('[data-testid="device"][data-current="true"]').count()).toBe(1);
    await laptop.page.screenshot({ path: `${SCREENSHOTS}passkey-devices.png` });
    expect(world.errors).toEqual([]);
    await Promise.all([laptop.context.close(), phone.context.close()]);
  });

  it('links a tablet with a code shown on the laptop, and signs it out when the laptop revokes it', async () => {
    const laptop = await device('laptop');
    await laptop.page.goto('/');
    const form = laptop.page.getByTestId('name-form');
    await form.getByLabel('Your name').fill('Grace');
    await form.getByRole('button', { name: 'Start playing' }).click();
    await form.waitFor({ state: 'detached' });
    const grace = await storedPlayer(laptop.page);
    await laptop.page.getByTestId('nav-devices').click();
    await laptop.page.getByTestId('show-code').click();
    const code = await laptop.page.getByTestId('link-code').innerText();
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    const tablet = await device('tablet');
    await tablet.page.goto('/');
    await tablet.page.getByRole('button', { name: 'I have a code' }).click();
    await tablet.page.getByLabel('Code shown by your other device').fill(code.toLowerCase());
    await tablet.page.getByTestId('link-code-form').getByRole('button', { name: 'Sign in' }).click();
    await tablet.page.getByTestId('name-form').waitFor({ state: 'detached' });
    expect(await storedPlayer(tablet.page)).toMatchObject({ id: grace.id, name: 'Grace' });

    await laptop.page.reload();
    await expect.poll(() => laptop.page.getByTestId('device').count()).toBe(2);
    await laptop.page
      .locator('[data-testid="device"][data-current="false"]')
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect.poll(() => laptop.page.getByTestId('device').count()).toBe(1);
    await tablet.page.reload();
    await tablet.page.getByTestId('name-form').waitFor();
    expect((await storedPlayer(tablet.page)).key).toBeUndefined();
    // The revoked key's one refused request (401 revoked-key, which signs the tablet out) is the only error.
    expect(world.errors.filter(e => !e.startsWith('tablet: ') || !e.includes('401'))).toEqual([]);
    await Promise.all([laptop.context.close(), tablet.context.close()]);
  });
});
