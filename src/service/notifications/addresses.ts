// Where the server may send a request a client asked for (a webhook URL, a push endpoint): not to itself nor
// to the network behind it (SSRF). Checked when the address is registered, so the client is told why at once
// (a 422 naming the reason), and again at every connection by the agents of connect.ts, since a name can
// resolve elsewhere later (DNS rebinding). WHATWG URL parsing first: it turns every spelling of an IPv4
// address (2130706433, 0x7f.1, 0177.0.0.1) into dotted decimal, so one classification sees them all.
// ipaddr.js calls some deprecated IPv6 ranges `unicast` or gives them a name of their own; they are refused
// here by name rather than left to its `range()`: ::/96, the IPv4-compatible addresses (RFC 4291 2.5.5.1),
// which a stack that still honours them reaches as the IPv4 address in their last 32 bits ([::127.0.0.1]
// is written ::7f00:1), and fec0::/10, the site-local addresses (RFC 3879), private networks by design.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { clientNameLookups, lookupTimedOut } from './dns-gate.js';

export const ADDRESS_REFUSALS = [
  'malformed',
  'scheme',
  'too-long',
  'loopback',
  'unspecified',
  'private',
  'link-local',
  'metadata',
  'reserved',
  'unresolvable',
] as const;
export type AddressRefusal = (typeof ADDRESS_REFUSALS)[number];

export const MAX_URL_LENGTH = 2048;

/** Cloud metadata services, by address and by name: never a consumer's endpoint. */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'instance-data', 'instance-data.ec2.internal']);

/** ::/96: IPv4-compatible IPv6 addresses, deprecated (RFC 4291 2.5.5.1); :: and ::1 are classified before. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
/** fec0::/10: site-local, deprecated (RFC 3879); ipaddr.js's types do not name its range. */
const SITE_LOCAL = ipaddr.parseCIDR('fec0::/10');

/** Why the address `ip` may not be reached, or null when it is a public unicast address. */
export function refusalOfIp(ip: string): AddressRefusal | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(ip);
  } catch {
    return 'malformed';
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (METADATA_ADDRESSES.has(parsed.toNormalizedString()) || METADATA_ADDRESSES.has(parsed.toString()))
    return 'metadata';
  const range = parsed.range();
  if (parsed.kind() === 'ipv6' && parsed.match(SITE_LOCAL)) return 'private';
  if (range === 'unicast' && parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) {
    // Named by the IPv4 address it embeds where that is refused (::7f00:1 is loopback), else reserved: no
    // public host is reached this way any more.
    const embedded = new ipaddr.IPv4(parsed.toByteArray().slice(12));
    return refusalOfIp(embedded.toString()) ?? 'reserved';
  }
  switch (range) {
    case 'unicast':
      return null;
    case 'loopback':
      return 'loopback';
    case 'unspecified':
      return 'unspecified';
    case 'private':
    case 'uniqueLocal':
    case 'carrierGradeNat':
      return 'private';
    case 'linkLocal':
      return 'link-local';
    default:
      return 'reserved';
  }
}

export type Resolve = (host: string) => Promise<readonly string[]>;

/**
 * How long a registration waits for DNS: dns.lookup runs on libuv's 4 threads and has no time limit of its own,
 * so a name whose servers never answer held the request for ever. Past it, the name counts as unresolvable
 * (the lookup itself goes on in its thread: only the wait is bounded; how many such threads it may hold is
 * bounded by the process's DNS gate, dns-gate.ts, which deliveries share).
 */
export const DNS_TIMEOUT_MS = 5_000;

/** `resolve(host)`, or a failure once `ms` passed without an answer. */
function within(resolve: Resolve, host: string, ms: number): Promise<readonly string[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no DNS answer for ${host} within ${ms} ms`)), ms);
  });
  return Promise.race([resolve(host), late]).finally(() => clearTimeout(timer));
}

const resolveAll: Resolve = async host =>
  (
    await clientNameLookups.run(
      () => lookup(host, { all: true, verbatim: true }),
      DNS_TIMEOUT_MS,
      () => lookupTimedOut(host, DNS_TIMEOUT_MS),
    )
  ).map(a => a.address);

/**
 * Why `text` may not be a delivery address, or null. `allowPrivate` (WEBHOOK_ALLOW_PRIVATE=1: tests, bots on
 * the same machine) lifts the address checks, not the URL's own.
 */
export async function refusalOfUrl(
  text: string,
  allowPrivate: boolean,
  resolve: Resolve = resolveAll,
  dnsTimeoutMs: number = DNS_TIMEOUT_MS,
): Promise<AddressRefusal | null> {
  if (text.length > MAX_URL_LENGTH) return 'too-long';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'malformed';
  }
  // The URL is kept as parsing writes it, and parsing percent-encodes: 2,000 characters of a non-Latin path
  // become 6,000 or more, past what the push endpoint's unique index can hold (a 500). The limit is the kept URL's.
  if (url.href.length > MAX_URL_LENGTH) return 'too-long';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.hostname === '') return 'malformed';
  if (allowPrivate) return null;
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback';
  if (METADATA_NAMES.has(name)) return 'metadata';
  if (isIP(host) !== 0) return refusalOfIp(host);
  let addresses: readonly string[];
  try {
    addresses = await within(resolve, host, dnsTimeoutMs);
  } catch {
    return 'unresolvable';
  }
  if (addresses.length === 0) return 'unresolvable';
  for (const address of addresses) {
    const refused = refusalOfIp(address);
    if (refused !== null) return refused;
  }
  return null;
}
