// Where an export comes from: a file, or an http(s) URL (GET /games/{id}/export). Anything else with a
// scheme is refused, so the verifier never reads what it was not meant to. Failures are sentences.
import { readFile } from 'node:fs/promises';

export class SourceError extends Error {}

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const TIMEOUT_MS = 30_000;

async function fromUrl(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SourceError(`cannot fetch ${url}: ${(error as Error).message}`);
  }
  const text = await res.text();
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

/** The export as parsed JSON, from a file path or an http(s) URL. */
export async function readExport(source: string): Promise<unknown> {
  const scheme = SCHEME.exec(source)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
    throw new SourceError(`only http and https URLs are read, not ${scheme}:`);
  let text: string;
  if (scheme === undefined) {
    try {
      text = await readFile(source, 'utf8');
    } catch (error) {
      throw new SourceError(
        `cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
  } else {
    text = await fromUrl(source);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceError(`${source} is not JSON (a truncated download?)`);
  }
}
