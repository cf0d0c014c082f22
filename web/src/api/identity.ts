// Who this browser is: the player created when the person picked a name, kept in localStorage (the key is
// the player's only credential, shown once by POST /players). Invitation codes of the tables this browser
// created are kept beside it, so the creator can copy the links again; both stay on this device only.
export interface Identity {
  readonly id: string;
  readonly name: string;
  readonly key: string;
}

const PLAYER = 'croupier.player';
const invitesKey = (gameId: string) => `croupier.invites.${gameId}`;

export interface StoredInvite {
  readonly seat: number;
  readonly code: string;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (private mode, policy): the page still works for this visit
  }
}

export function loadIdentity(): Identity | null {
  const raw = storage()?.getItem(PLAYER);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Identity>;
    return typeof value.id === 'string' && typeof value.name === 'string' && typeof value.key === 'string'
      ? (value as Identity)
      : null;
  } catch {
    return null;
  }
}

export function saveIdentity(identity: Identity | null): void {
  if (identity === null) storage()?.removeItem(PLAYER);
  else storage()?.setItem(PLAYER, JSON.stringify(identity));
}

export function saveInvites(gameId: string, invites: readonly StoredInvite[]): void {
  if (invites.length > 0)
    storage()?.setItem(invitesKey(gameId), JSON.stringify(invites.map(({ seat, code }) => ({ seat, code }))));
}

export function loadInvites(gameId: string): StoredInvite[] {
  try {
    const value = JSON.parse(storage()?.getItem(invitesKey(gameId)) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter((i): i is StoredInvite => typeof i?.seat === 'number' && typeof i?.code === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * What this device is called in the list of a player's devices: its browser and system as the user agent
 * names them ("Chrome on Android"), product names that need no translation; undefined when unknown.
 */
export function deviceLabel(userAgent: string = globalThis.navigator?.userAgent ?? ''): string | undefined {
  const browser = [/Edg\//, /Firefox\//, /Chrom(e|ium)\//, /Safari\//].findIndex(pattern => pattern.test(userAgent));
  const system = [/Android/, /iPhone|iPad/, /Mac OS X/, /Windows/, /CrOS/, /Linux/].findIndex(pattern =>
    pattern.test(userAgent),
  );
  const browsers = ['Edge', 'Firefox', 'Chrome', 'Safari'];
  const systems = ['Android', 'iOS', 'macOS', 'Windows', 'ChromeOS', 'Linux'];
  if (browser < 0 && system < 0) return undefined;
  if (system < 0) return browsers[browser];
  if (browser < 0) return systems[system];
  return `${browsers[browser]} / ${systems[system]}`;
}
