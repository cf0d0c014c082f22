// Waiting and retrying: capped exponential backoff with full jitter, cancellable by an AbortSignal.

export interface Backoff {
  readonly initialMs: number;
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 200, maxMs: 5_000 };

/** The delay before attempt `n` (1-based): uniform in [0, min(max, initial × 2^(n-1))]. */
export const backoffDelay = (attempt: number, { initialMs, maxMs }: Backoff, random = Math.random): number =>
  random() * Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt - 1));

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After in seconds when the answer says a positive number of them (this server never sends a date), else null. */
export function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Whether an HTTP status is worth retrying unchanged: the server was busy, overloaded or briefly gone. */
export const isTransient = (status: number): boolean =>
  status === 429 || status === 502 || status === 503 || status === 504;
