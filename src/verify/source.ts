// Where an export comes from: a file, or an http(s) URL (GET /games/{id}/export). Anything else with a
// scheme is refused, so the verifier never reads what it was not meant to. What is read is bounded in size
// (MAX_EXPORT_BYTES, far above the longest game's export, a few hundred kB) and, from a URL, in time: a
// server or file that never stops sending (a hostile URL, /dev/zero) ends in a sentence, not in the process
// running out of memory. Failures are sentences.
import { createReadStream } from 'node:fs';

export class SourceError extends Error {}

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const TIMEOUT_MS = 30_000;
/** The most an export may weigh. */
export const MAX_EXPORT_BYTES = 32 * 1024 * 1024;

const tooLarge = (source: string, max: number): SourceError =>
  new SourceError(`${source} holds more than ${max / 1024 / 1024} MiB: it is not a game export`);

/** The chunks as text, refused once they pass `max` bytes (then the rest is not read). */
async function readBounded(chunks: AsyncIterable<Uint8Array>, source: string, max: number): Promise<string> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > max) throw tooLarge(source, max);
    parts.push(chunk);
  }
  return Buffer.concat(parts).toString('utf8');
}

async function fromUrl(url: string, max: number, timeoutMs: number): Promise<string> {
  // One deadline for the answer and its whole body: a server that trickles its body is cut off too.
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = (): SourceError => new SourceError(`${url} did not answer in full within ${timeoutMs / 1000} s`);
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal.aborted) throw timedOut();
    throw new SourceError(`cannot fetch ${url}: ${(error as Error).message}`);
  }
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  let text: string;
  try {
    if (declared > max) throw tooLarge(url, max);
    text = res.body === null ? '' : await readBounded(res.body, url, max);
  } catch (error) {
    await res.body?.cancel().catch(() => undefined);
    if (error instanceof SourceError) throw error;
    if (signal.aborted) throw timedOut();
    throw new SourceError(`cannot read the answer of ${url}: ${(error as Error).message}`);
  }
  if (!res.ok) {
    let detail = '';
    try {
      const problem = JSON.parse(text) as { detail?: unknown };
      if (typeof problem.detail === 'string') detail = `: ${problem.detail}`;
    } catch {
      // Not a problem document: the status says enough.
    }
    throw new SourceError(`${url} answered ${res.status}${detail}`);
  }
  return text;
}

async function fromFile(path: string, max: number): Promise<string> {
  try {
    // A stream, not readFile: a device or a pipe has no size to check first.
    return await readBounded(createReadStream(path), path, max);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

export interface SourceLimits {
  /** Bytes at most (MAX_EXPORT_BYTES). */
  readonly maxBytes?: number;
  /** For a URL, the answer and its body within this many ms (30 s). */
  readonly timeoutMs?: number;
}

/** The export as parsed JSON, from a file path or an http(s) URL. */
export async function readExport(source: string, limits: SourceLimits = {}): Promise<unknown> {
  const max = limits.maxBytes ?? MAX_EXPORT_BYTES;
  const scheme = SCHEME.exec(source)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
    throw new SourceError(`only http and https URLs are read, not ${scheme}:`);
  const text =
    scheme === undefined ? await fromFile(source, max) : await fromUrl(source, max, limits.timeoutMs ?? TIMEOUT_MS);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceError(`${source} is not JSON (a truncated download?)`);
  }
}
