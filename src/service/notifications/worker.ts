// The outbox's worker, one per server process: it claims due rows (store/outbox.ts: FOR UPDATE SKIP LOCKED and a lease,
// so processes share the outbox without sending a row twice in the normal case) and delivers them, up to `concurrency`
// at once, off the request path: a slow or garbage consumer holds one of these slots for at most the timeout and never
// a move, and one destination host at most `perHost` of them (host-slots.ts): its other rows wait in the table while
// other hosts' rows are claimed past them. Woken at once when an append queued rows (the `outbox` topic of the
// processes' one LISTEN, streams/wakeup-hub.ts), and by a sweep every `sweepMs` for retries that came due and rows
// whose lease ended (their worker was killed mid-delivery). A failure is retried with exponential backoff and jitter
// for 24 hours; then the webhook is disabled and its owner told on their stream (a push subscription the push service
// calls gone, 404/410, is deleted at once). E-mail (only with SMTP_URL) is the third channel: each sweep also queues
// the day's digests (store/email.ts), "a day" being `dayMs` of the injected clock. Rows delivered or given up more than
// `retainDays` ago are deleted, a batch at a time, at most once a minute while there are few; at the same pace the
// webhook secrets a rotation replaced are forgotten once their grace period is over (they sign nothing from then on).
// Within a worker, one pump claims at a time (the waker's and `drain`'s take turns), and a claim passes over the rows
// the worker is still delivering: beside each other, or once a lease ended by the injected clock under a delivery in
// flight, the two paths sent one row twice, and a drain ended with rows its waker had claimed still on their way.
import { randomInt } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { appendPlayerEvent } from '../../store/players.js';
import {
  claimDue,
  giveUp,
  markAllDelivered,
  markRetry,
  OUTBOX_TOPIC,
  pruneSettled,
  release,
  type Claimed,
} from '../../store/outbox.js';
import { deletePushSubscription, disableWebhook, dropPreviousSecrets } from '../../store/notifications.js';
import { queueDigests } from '../../store/email.js';
import { listGamesFor } from '../games/list.js';
import { mailToken } from './mail-tokens.js';
import { mailText, type MailContent } from './mail-text.js';
import { mailer, sendMail, SMTP_ACCEPTED } from './send-mail.js';
import type { Deps } from '../deps.js';
import type { Notifier } from '../streams/wakeup-hub.js';
import { serialWaker, type Waker } from '../streams/waker.js';
import { agentsFor, type Agents } from './connect.js';
import { DEFAULT_PER_HOST, HostSlots } from './host-slots.js';
import { unseal } from './sealing.js';
import { isGone, sendPush } from './send-push.js';
import { isSuccess, post, type Outcome } from './send-http.js';
import { signedHeaders } from './send-webhook.js';
import type { Notifications } from './settings.js';
import type { WebhookDisabledEvent } from '../players/schemas.js';

export interface WorkerOptions {
  /** How often due rows are looked for without a wake-up (retries, ended leases). */
  readonly sweepMs: number;
  /** How long a claimed row is this worker's: past it, another worker may claim it again. */
  readonly leaseMs: number;
  /** Deliveries in flight at most. */
  readonly concurrency: number;
  /** Deliveries in flight at most to one destination host (a consumer that never answers holds only these). */
  readonly perHost?: number;
  /** Days a delivered or given-up row is kept (its owner lists it) before it is deleted. */
  readonly retainDays?: number;
  /** "A day" of the daily digest: one digest per player per `dayMs` of the clock (shorter in tests). */
  readonly dayMs?: number;
}

const DAY_MS = 24 * 3600 * 1000;

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  sweepMs: 1_000,
  leaseMs: 30_000,
  concurrency: 128,
  perHost: DEFAULT_PER_HOST,
  retainDays: 30,
  dayMs: DAY_MS,
};

/** Rows one prune deletes at most; a full batch prunes again at the next pump, otherwise after PRUNE_EVERY_MS. */
const PRUNE_BATCH = 1_000;
/** The rows to prune are looked for once a minute (an index finds them, but most minutes there are none). */
const PRUNE_EVERY_MS = 60_000;

/** Games a digest lists at most. */
const DIGEST_GAMES = 50;

/** How long a delivery is retried before its webhook is disabled. */
export const RETRY_FOR_MS = 24 * 3600 * 1000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 3600 * 1000;

/** The wait before attempt `attempt + 1`: doubling from 5 s up to an hour, of which a random half (jitter). */
export function backoffMs(attempt: number): number {
  const full = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt - 1, 20));
  return Math.floor(full / 2) + randomInt(Math.max(1, Math.floor(full / 2)));
}

/** The webhook-id of a row: the same on every attempt, so a consumer drops a repeat. */
export const webhookIdOf = (rowId: string): string => `msg_${rowId}`;

/** A webhook's secret that the sealing key does not open (NOTIFY_SEALING_KEY changed since it was made). */
class UnopenedSecret extends Error {
  constructor() {
    super("its signing secret does not open with this server's sealing key: delete the webhook and add it again");
  }
}

/** A sealed signing secret opened, or UnopenedSecret (the row was sealed under another key, or altered). */
function secretOf(key: Buffer, sealed: string): string {
  try {
    return unseal(key, sealed);
  } catch {
    throw new UnopenedSecret();
  }
}

/** The webhook's signing secrets: its own, and the one a rotation replaced while that one still signs. */
function secretsOf(
  key: Buffer,
  webhook: { readonly secretSealed: string; readonly previousSecretSealed: string | null },
): [string, ...string[]] {
  const secret = secretOf(key, webhook.secretSealed);
  return webhook.previousSecretSealed === null ? [secret] : [secret, secretOf(key, webhook.previousSecretSealed)];
}

export class OutboxWorker {
  private readonly agents: Agents;
  private readonly waker: Waker;
  /** The deliveries under way, by row id (a claim passes over these rows). */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** The last pump asked for: the next runs after it ends. */
  private pumping: Promise<number> = Promise.resolve(0);
  /** What the last pump to end claimed; -1 while one runs or when it failed. */
  private lastClaimed = 0;
  private readonly hosts: HostSlots;
  private sweep: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private stopped = false;
  /** Deliveries that succeeded, written in one statement per batch (a statement per delivery halved the rate). */
  private settling: { id: string; status: number; done: () => void; failed: (error: unknown) => void }[] = [];
  private flushing = false;
  /** The last claim filled every free slot: more rows may be due. */
  private backlog = false;
  /** The sweep's turn to queue digests (not on every wake-up: appends wake the worker often). */
  private digestsDue = true;
  private transport: Promise<Transporter> | undefined;
  /** When settled rows are next looked for (the injected clock's ms); 0: at the first pump. */
  private nextPruneAt = 0;

  constructor(
    private readonly deps: Deps,
    private readonly notifications: Notifications,
    private readonly options: WorkerOptions = DEFAULT_WORKER_OPTIONS,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.agents = agentsFor(notifications.settings);
    this.hosts = new HostSlots(options.perHost ?? DEFAULT_PER_HOST);
    // No re-reads of the waker's own: the sweep (`start`) is this worker's, and a worker never started (the outbox
    // off, OUTBOX_SWEEP_MS=0; tests that drain by hand) delivered every 15 s on those timers.
    this.waker = serialWaker(async () => void (await this.nextPump()), onError, false);
  }

  /** Listens for queued rows and sweeps; `sweepMs` 0 leaves the sweeps to `drain` (tests). */
  start(notifier: Notifier): void {
    this.unsubscribe = notifier.subscribe(OUTBOX_TOPIC, () => this.waker.wake());
    if (this.options.sweepMs > 0)
      this.sweep = setInterval(() => {
        this.digestsDue = true;
        this.waker.wake();
      }, this.options.sweepMs);
    this.waker.wake();
  }

  /**
   * Claims and delivers what is due now, and waits for those deliveries (tests, and the sweep's own work): it ends
   * once no pump (the waker's and other drains' included) and no delivery is under way, and the last pump found
   * nothing to claim with slots free. Waiting for the others' pumps rather than asking for one after each, two
   * drains at once end.
   */
  async drain(): Promise<void> {
    this.digestsDue = true;
    for (;;) {
      await this.nextPump();
      let last: Promise<number>;
      do {
        last = this.pumping;
        await last.catch(() => -1);
        await Promise.all(this.inFlight.values());
      } while (last !== this.pumping || this.inFlight.size > 0);
      if ((this.lastClaimed === 0 && !this.backlog) || this.stopped) return;
    }
  }

  /** A pump after the one before it has ended (whether it failed or not). */
  private nextPump(): Promise<number> {
    const run = async (): Promise<number> => {
      this.lastClaimed = -1;
      const claimed = await this.pump();
      this.lastClaimed = claimed;
      return claimed;
    };
    const pump = this.pumping.then(run, run);
    this.pumping = pump;
    return pump;
  }

  /** Claims rows while there is room; returns how many. */
  private async pump(): Promise<number> {
    let claimed = 0;
    if (this.digestsDue && this.notifications.settings.mail !== undefined) {
      this.digestsDue = false;
      const now = this.deps.now();
      await queueDigests(
        this.deps.database.background,
        Math.floor(now.getTime() / (this.options.dayMs ?? DAY_MS)),
        now,
      );
    }
    await this.prune();
    while (!this.stopped) {
      const room = this.options.concurrency - this.inFlight.size;
      // Full: the delivery that ends first wakes the worker again.
      if (room <= 0) return claimed;
      const now = this.deps.now();
      const rows = await claimDue(
        this.deps.database.background,
        now,
        room,
        new Date(now.getTime() + this.options.leaseMs),
        this.hosts.full(),
        this.inFlight.keys(),
      );
      // One claim may hold more rows of a host than the host has slots: those go back, due as they were, and
      // the next claim passes over that host.
      const { take, over } = this.hosts.split(rows);
      await release(this.deps.database.background, now, over);
      claimed += take.length;
      // A full claim may have left rows behind: claim again once half the slots are free, in one statement
      // for many rows (refilling at each delivery's end claimed one row per statement under a backlog).
      this.backlog = rows.length === room;
      for (const row of take) {
        const host = this.hosts.hold(row.destination);
        const delivery: Promise<void> = this.deliver(row)
          .catch(this.onError)
          .finally(() => {
            this.inFlight.delete(row.id);
            // A host whose rows were passed over has room again: claim them (half its slots, as above).
            if (this.hosts.free(host)) this.waker.wake();
            else if (this.backlog && this.inFlight.size === Math.floor(this.options.concurrency / 2)) this.waker.wake();
          });
        this.inFlight.set(row.id, delivery);
      }
      if (rows.length < room) return claimed;
    }
    return claimed;
  }

  /**
   * Deletes a batch of rows settled more than `retainDays` ago, when due: the outbox does not grow for ever. Forgets
   * the rotated webhook secrets whose grace period is over, too.
   */
  private async prune(): Promise<void> {
    const now = this.deps.now().getTime();
    if (now < this.nextPruneAt) return;
    const before = new Date(now - (this.options.retainDays ?? 30) * DAY_MS);
    const deleted = await pruneSettled(this.deps.database.background, before, PRUNE_BATCH);
    await dropPreviousSecrets(this.deps.database.background, new Date(now));
    this.nextPruneAt = deleted === PRUNE_BATCH ? now : now + PRUNE_EVERY_MS;
  }

  private async deliver(row: Claimed): Promise<void> {
    const db = this.deps.database.background;
    const outcome = await this.send(row).catch((error: unknown): Outcome => {
      // A fault of this server's (a secret that does not open, the database) is a failed attempt like any
      // other: retried with backoff and given up in the end, with a reason the owner sees. Thrown on, the row
      // was claimed again at each lease's end, for ever, and listed as pending with no error.
      this.onError(error);
      return { status: null, error: error instanceof UnopenedSecret ? error.message : 'the server failed to send it' };
    });
    const at = this.deps.now();
    const attempt = { at, status: outcome.status, error: outcome.error };
    const sent = row.channel === 'email' ? outcome.status === SMTP_ACCEPTED : isSuccess(outcome);
    if (sent) return this.settle(row.id, outcome.status ?? 200);
    if (row.channel === 'push' && isGone(outcome)) {
      await deletePushSubscription(db, null, row.targetId);
      return giveUp(db, row.id, row.targetId, attempt);
    }
    if (
      (row.channel === 'webhook' && row.webhook === null) ||
      (row.channel === 'push' && row.push === null) ||
      (row.channel === 'email' && (row.email === null || (row.type !== 'confirm' && !row.email.confirmed)))
    )
      return giveUp(db, row.id, row.targetId, attempt);
    if (at.getTime() - row.createdAt.getTime() < RETRY_FOR_MS)
      return markRetry(db, row.id, attempt, new Date(at.getTime() + backoffMs(row.attempt)));
    await db.transaction().execute(async tx => {
      // A webhook is disabled with all it had pending. A push subscription or an address stays: only this row
      // is given up, and the rows queued after it keep their own 24 hours (a turn told an hour ago is not
      // dropped because the push service or the mail server had been failing since yesterday).
      await giveUp(tx, row.id, row.channel === 'webhook' ? row.targetId : null, attempt);
      if (row.channel === 'webhook' && (await disableWebhook(tx, row.targetId, at))) {
        const event: WebhookDisabledEvent = {
          type: 'webhook-disabled',
          webhookId: row.targetId,
          ...(row.webhook === null ? {} : { url: row.webhook.url }),
          reason: outcome.error ?? 'failed',
          at: at.toISOString(),
        };
        await appendPlayerEvent(tx, row.playerId, null, event, at);
      }
    });
  }

  /** Resolves once the row is marked delivered, with the others that succeeded meanwhile. */
  private settle(id: string, status: number): Promise<void> {
    return new Promise((done, failed) => {
      this.settling.push({ id, status, done, failed });
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.settling.length > 0) {
        const batch = this.settling.splice(0, 500);
        try {
          await markAllDelivered(this.deps.database.background, this.deps.now(), batch);
          for (const b of batch) b.done();
        } catch (error) {
          // Not marked: the lease ends and the row is sent again, under the same webhook-id.
          for (const b of batch) b.failed(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async send(row: Claimed): Promise<Outcome> {
    const body = JSON.stringify(row.payload);
    const timeoutMs = this.notifications.settings.timeoutMs;
    switch (row.channel) {
      case 'webhook': {
        if (row.webhook === null) return { status: null, error: 'the webhook was deleted or disabled' };
        const secrets = secretsOf(await this.notifications.sealKey(this.deps.database.background), row.webhook);
        // The wall clock, not the injected one: the consumer compares it with its own, to refuse replays.
        const headers = signedHeaders(secrets, webhookIdOf(row.id), new Date(), body);
        return post(this.agents, row.webhook.url, headers, body, timeoutMs);
      }
      case 'push': {
        if (row.push === null) return { status: null, error: 'the subscription was deleted' };
        const vapid = await this.notifications.vapid(this.deps.database.background);
        return sendPush(this.agents, vapid, row.push, body, timeoutMs);
      }
      case 'email':
        return this.sendMail(row);
      default: {
        const never: never = row.channel;
        return never;
      }
    }
  }

  private async sendMail(row: Claimed): Promise<Outcome> {
    const mail = this.notifications.settings.mail;
    // Another process of the same database may have SMTP_URL: retried, as any failure.
    if (mail === undefined) return { status: null, error: 'this process sends no e-mail (no SMTP_URL)' };
    if (row.email === null) return { status: null, error: 'the address was removed' };
    if (row.type !== 'confirm' && !row.email.confirmed) return { status: null, error: 'the address is not confirmed' };
    const key = await this.notifications.sealKey(this.deps.database.background);
    const link = (path: string, token: string): string =>
      new URL(`${path}?token=${encodeURIComponent(token)}`, mail.origin).toString();
    const gameUrl = (gameId: string): string => new URL(`/#/games/${gameId}`, mail.origin).toString();
    const payload = row.payload as { nonce?: string; gameId?: string; game?: string; remainingMs?: number };
    let content: MailContent;
    if (row.type === 'confirm')
      content = { kind: 'confirm', confirmUrl: link('/email/confirm', mailToken(key, 'confirm', payload.nonce ?? '')) };
    else if (row.type === 'your-turn' || row.type === 'game-over')
      content = { kind: row.type, gameUrl: gameUrl(payload.gameId ?? '') };
    else if (row.type === 'turn-reminder')
      content = {
        kind: row.type,
        gameUrl: gameUrl(payload.gameId ?? ''),
        game: payload.game ?? '',
        remainingMs: payload.remainingMs ?? 0,
      };
    else if (row.type === 'digest') {
      const { games } = await listGamesFor(this.deps, {
        awaiting: false,
        player: { id: row.playerId, toAct: true },
        limit: DIGEST_GAMES,
      });
      // Nothing awaits the player today: no mail, and the day's digest is done.
      if (games.length === 0) return { status: SMTP_ACCEPTED, error: null };
      content = { kind: 'digest', gameUrls: games.map(g => gameUrl(g.id)) };
    } else return { status: null, error: `no mail says ${row.type}` };
    // Every mail, the confirmation too, unsubscribes the address it was sent to (its row's id is the nonce).
    const unsubscribeUrl = link('/email/unsubscribe', mailToken(key, 'unsubscribe', row.targetId));
    const { subject, text } = mailText(row.email.language, content, unsubscribeUrl);
    this.transport ??= mailer(mail, this.notifications.settings.timeoutMs);
    return sendMail(await this.transport, mail, { to: row.email.address, subject, text, unsubscribeUrl, id: row.id });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweep);
    this.unsubscribe?.();
    this.waker.stop();
    // A pump under way may still hand out the rows it claimed.
    await this.pumping.catch(() => undefined);
    await Promise.all(this.inFlight.values());
    this.agents.destroy();
    void this.transport?.then(transport => transport.close());
  }
}
