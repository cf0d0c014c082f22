// The WebAuthn relying party: who passkeys are made for. Its id is the host of PUBLIC_ORIGIN (a domain, or
// `localhost`: browsers refuse an IP address), and only answers made on that origin are accepted.
export interface RelyingParty {
  readonly id: string;
  readonly origin: string;
  readonly name: string;
}

export function relyingPartyOf(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { id: url.hostname, origin: url.origin, name: 'Croupier' };
}
