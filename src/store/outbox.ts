// The outbox: deliveries to make (a webhook's POST, a Web Push, an e-mail), each a row written in the same statement as
// the player event that causes it (store/players.ts), so a delivery exists exactly when its cause committed.
// Workers in every process claim due rows with FOR UPDATE SKIP LOCKED (no two claim the same row at once) and
// take a lease by moving `next_at` past the delivery's bound: a worker killed mid-delivery leaves the row to
// be claimed again once the lease ends, under the same id, so nothing is lost and a repeat carries the same
// webhook-id. One constant text per statement, as the log's.
import { CompiledQuery } from 'kysely';
import { MOVES_CHANNEL, type Executor } from './log.js';

/** The wake-up topic on the moves channel (store/wakeup-notice.ts's `<topic>:<seq>`): rows were queued. */
export const OUTBOX_TOPIC = 'outbox';

export type Channel = 'webhook' | 'push' | 'email';

/** A claimed row with what its delivery needs: the target's address and keys (null when the target is gone). */
export interface Claimed {
  readonly id: string;
  readonly channel: Channel;
  readonly targetId: string;
  readonly playerId: string;
  readonly type: string;
  readonly payload: unknown;
  readonly createdAt: Date;
  /** This attempt's number, from 1. */
  readonly attempt: number;
  /** The host the delivery goes to (the worker's slots per host); null for an e-mail or a target gone. */
  readonly destination: string | null;
  /** The last attempt's time before this claim, put back if the claim is released unsent. */
  readonly previousAttemptAt: Date | null;
  /** `previousSecretSealed`: the secret a rotation replaced, while it still signs (webhooks.ts). */
  readonly webhook: {
    readonly url: string;
    readonly secretSealed: string;
    readonly previousSecretSealed: string | null;
  } | null;
  readonly push: { readonly endpoint: string; readonly p256dh: string; readonly auth: string } | null;
  /** The address an e-mail goes to, confirmed or not (a confirmation goes to one not yet confirmed). */
  readonly email: { readonly address: string; readonly language: string; readonly confirmed: boolean } | null;
}

// A row's destination: the host (as written in the URL, lower-cased) its webhook or push subscription points
// at; null for an e-mail (the operator's own SMTP server) or a target that is gone. Computed here, and handed to
// the worker with the row, so that the worker's count per host and the claim's exclusion use one spelling.
const hostOf = (url: string): string =>
  `lower(substring(${url} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?(\\[[^]/?#]*\\]|[^/?#:]*)'))`;
const DESTINATION = hostOf('coalesce(w.url, p.endpoint)');

// A row in `$4` (the ids the claiming worker is still delivering) is never claimed by it again, even once its lease
// ended by the injected clock (a test moving time, a delivery slower than its lease): that worker would send it a
// second time beside the first. Another worker still claims it then, as it would a dead worker's row.
const NOT_MINE = 'o.id <> all($4::text[])';

// Rows bound for a host in `$5` (the worker's saturated hosts) are left as they are, for a later claim: a host
// that holds all its slots does not hold up the rows behind it. With no host to pass over, the claim reads the
// due rows soonest first (`outbox_due`) and stops at `$2`.
const DUE_ALL = `
  due as (
    select o.id, ${DESTINATION} as destination, o.last_attempt_at as previous_attempt_at
    from outbox o
    left join webhooks w on o.channel = 'webhook' and w.id = o.target_id
    left join push_subscriptions p on o.channel = 'push' and p.id = o.target_id
    where o.delivered_at is null and o.given_up_at is null and o.next_at <= $1::timestamptz and ${NOT_MINE}
    order by o.next_at
    limit $2::integer
    for update of o skip locked
  )`;

// Passing over full hosts, reading the due rows soonest first read a full host's waiting rows again at every
// claim (thousands behind a consumer that never answers, each joined to its target to find its host). Instead
// the claim walks `outbox_pending_target` (pending rows by target, then due time) from target to target, one
// index probe a step, reading each target's soonest due row (its head); the heads are then taken soonest first,
// each target's host looked up, until `$2` are of hosts not full (`offset 0` keeps that test above the sort, so
// it stops at the limit: looking up every head's host doubled a burst's buffers). A full host's rows are not
// read, one entry per target of that host is. Reading every target's due rows there (up to `$2` each, as the walk
// first did) cost a claim the whole burst when many targets had rows due at once: 40,000 rows read and ten times
// the old claim's time for 20,000 rows over 2,000 webhooks, at each claim while a host was full.
// So only the rows that can be among the `$2` soonest are read. They come from the targets of the `$2` soonest
// heads (`soonest`), a target whose head is k-th soonest giving at most `$2` - k + 1 (the k - 1 heads before it
// come first), and none is due after a time by which `$2` rows are known due (`until`): the last of those heads
// when there are `$2`; otherwise (fewer targets than `$2`) the `$2`-th soonest of a sample of each target's first
// rows, `$2` over the targets' count each. Each target's rows are read one probe at a time up to that time and
// bound: about `$2` rows beside one entry a target. Of those, looked up by id, the `$2` soonest are locked as
// before (a row another claim holds is skipped, and this claim may take fewer rows than are due, which the next
// claim takes). Walks rather than joins: each step's order is the index's own, so the planner has no other index
// to pick (given a target to match, it chose whichever index led with the target, `outbox_target`, reading the
// target's settled rows too, or scanned the soonest-first one and filtered it).
const PASSED_OVER = `coalesce(${hostOf(`coalesce(
    (select w.url from webhooks w where n.channel = 'webhook' and w.id = n.target_id),
    (select p.endpoint from push_subscriptions p where n.channel = 'push' and p.id = n.target_id))`)}, '') = any($5::text[])`;
const PENDING_DUE = `o.delivered_at is null and o.given_up_at is null and o.next_at <= $1::timestamptz and ${NOT_MINE}`;
// From each of the targets of `soonest`, its due rows one probe at a time, while `taken` is under `bound` and the
// rows are due by `until` (a row past that, or of the next target, ends its run).
const run = (name: string, bound: string, until: string): string => `
  ${name} as (
    select target_id, channel, next_at, id, rank, 1 as taken from soonest
    union all
    select n.target_id, n.channel, n.next_at, n.id, t.rank, t.taken + 1
    from ${name} t cross join lateral (
      select o.target_id, o.channel, o.next_at, o.id from outbox o
      where ${PENDING_DUE} and (o.target_id, o.channel, o.next_at, o.id) > (t.target_id, t.channel, t.next_at, t.id)
      order by o.target_id, o.channel, o.next_at, o.id limit 1) n
    where t.taken < ${bound} and (n.target_id, n.channel) = (t.target_id, t.channel) and n.next_at <= ${until}
  )`;
const DUE_PASSING = `
  heads as (
    (select o.target_id, o.channel, o.next_at, o.id
     from outbox o
     where ${PENDING_DUE}
     order by o.target_id, o.channel, o.next_at, o.id limit 1)
    union all
    select n.target_id, n.channel, n.next_at, n.id
    from heads t cross join lateral (
      select o.target_id, o.channel, o.next_at, o.id from outbox o
      where ${PENDING_DUE}
        and (o.target_id, o.channel, o.next_at, o.id) > (t.target_id, t.channel, 'infinity'::timestamptz, t.id)
      order by o.target_id, o.channel, o.next_at, o.id limit 1) n
  ), soonest as (
    select target_id, channel, next_at, id, row_number() over (order by next_at, id) as rank
    from (
      select n.target_id, n.channel, n.next_at, n.id
      from (select * from heads order by next_at, id offset 0) n
      where not ${PASSED_OVER}
      limit $2::integer) s
  ), bounds as (
    select coalesce(max(next_at) filter (where rank = $2::integer), $1::timestamptz) as until,
           ceil($2::integer::numeric / greatest(count(*), 1))::integer as each
    from soonest
  ), ${run('sample', '(select each from bounds)', '(select until from bounds)')}, until as (
    select coalesce(
      (select next_at from sample order by next_at, id offset $2::integer - 1 limit 1),
      (select until from bounds)) as at
  ), ${run('candidates', '$2::integer - t.rank + 1', '(select at from until)')}, due as (
    select o.id, ${DESTINATION} as destination, o.last_attempt_at as previous_attempt_at
    from outbox o
    left join webhooks w on o.channel = 'webhook' and w.id = o.target_id
    left join push_subscriptions p on o.channel = 'push' and p.id = o.target_id
    where o.id = any(array(select id from candidates)) and ${PENDING_DUE}
    order by o.next_at
    limit $2::integer
    for update of o skip locked
  )`;

// The rows taken are leased, and returned with what their delivery needs. A webhook's replaced secret is
// returned while it still signs (until `previous_secret_until`, by the injected clock).
const CLAIMED = `
  claimed as (
    update outbox o set next_at = $3::timestamptz, attempts = o.attempts + 1, last_attempt_at = $1::timestamptz
    from due where o.id = due.id
    returning o.id, o.channel, o.target_id, o.player_id, o.type, o.payload, o.created_at, o.attempts,
              due.destination, due.previous_attempt_at
  )
  select c.*, w.url, w.secret_sealed,
         case when w.previous_secret_until > $1::timestamptz then w.previous_secret_sealed end as previous_secret_sealed,
         p.endpoint, p.p256dh, p.auth, e.address, e.language, e.confirmed_at is not null as confirmed
  from claimed c
  left join webhooks w on c.channel = 'webhook' and w.id = c.target_id and w.disabled_at is null
  left join push_subscriptions p on c.channel = 'push' and p.id = c.target_id
  left join email_addresses e on c.channel = 'email' and e.id = c.target_id
`;

const CLAIM = `with ${DUE_ALL}, ${CLAIMED}`;
const CLAIM_PASSING = `with recursive ${DUE_PASSING}, ${CLAIMED}`;

interface ClaimRow {
  id: string;
  channel: Channel;
  target_id: string;
  player_id: string;
  type: string;
  payload: unknown;
  created_at: Date;
  attempts: number;
  destination: string | null;
  previous_attempt_at: Date | null;
  url: string | null;
  secret_sealed: string | null;
  previous_secret_sealed: string | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  address: string | null;
  language: string | null;
  confirmed: boolean | null;
}

/**
 * Claims up to `limit` rows due at `now`, leased until `leaseUntil`, none bound for a host in `skipHosts` and none
 * of `delivering` (the claiming worker's rows in flight).
 */
export async function claimDue(
  db: Executor,
  now: Date,
  limit: number,
  leaseUntil: Date,
  skipHosts: readonly string[] = [],
  delivering: Iterable<string> = [],
): Promise<Claimed[]> {
  const params = [now.toISOString(), limit, leaseUntil.toISOString(), textArray([...delivering])];
  const { rows } = await db.executeQuery<ClaimRow>(
    skipHosts.length === 0
      ? CompiledQuery.raw(CLAIM, params)
      : CompiledQuery.raw(CLAIM_PASSING, [...params, textArray(skipHosts)]),
  );
  return rows.map(r => ({
    id: r.id,
    channel: r.channel,
    targetId: r.target_id,
    playerId: r.player_id,
    type: r.type,
    payload: r.payload,
    createdAt: new Date(r.created_at),
    attempt: r.attempts,
    destination: r.destination,
    previousAttemptAt: r.previous_attempt_at === null ? null : new Date(r.previous_attempt_at),
    webhook:
      r.url !== null && r.secret_sealed !== null
        ? { url: r.url, secretSealed: r.secret_sealed, previousSecretSealed: r.previous_secret_sealed }
        : null,
    push:
      r.endpoint !== null && r.p256dh !== null && r.auth !== null
        ? { endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth }
        : null,
    email:
      r.address !== null && r.language !== null
        ? { address: r.address, language: r.language, confirmed: r.confirmed === true }
        : null,
  }));
}

export interface Attempt {
  readonly at: Date;
  /** The HTTP status answered, or null when none came (refused address, timeout, connection error). */
  readonly status: number | null;
  readonly error: string | null;
}

const DELIVERED = `
  update outbox o set delivered_at = $1::timestamptz, last_status = v.status, last_error = null
  from (select unnest($2::text[]) as id, unnest($3::integer[]) as status) v
  where o.id = v.id
`;

/**
 * Marks many rows delivered in one statement (the worker settles its deliveries in batches). The arrays are
 * sent as literals, as the log's `to_act` is: ids are uuids and statuses numbers, nothing to quote.
 */
export async function markAllDelivered(
  db: Executor,
  at: Date,
  rows: readonly { id: string; status: number }[],
): Promise<void> {
  await db.executeQuery(
    CompiledQuery.raw(DELIVERED, [
      at.toISOString(),
      `{${rows.map(r => r.id).join(',')}}`,
      `{${rows.map(r => r.status).join(',')}}`,
    ]),
  );
}

/** A Postgres array literal of `values`, each quoted (hosts may hold any character a URL allows there). */
const textArray = (values: readonly string[]): string =>
  `{${values.map(v => `"${v.replace(/[\\"]/g, c => `\\${c}`)}"`).join(',')}}`;

const RELEASE = `
  update outbox o set next_at = $1::timestamptz, attempts = o.attempts - 1, last_attempt_at = v.previous
  from (select unnest($2::text[]) as id, unnest($3::timestamptz[]) as previous) v
  where o.id = v.id and o.delivered_at is null and o.given_up_at is null
`;

/**
 * Hands claimed rows back unsent, due at `now` as they were (the worker claimed more rows of a host than the
 * host's slots): the attempt the claim counted is taken back.
 */
export async function release(db: Executor, now: Date, rows: readonly Claimed[]): Promise<void> {
  if (rows.length === 0) return;
  await db.executeQuery(
    CompiledQuery.raw(RELEASE, [
      now.toISOString(),
      textArray(rows.map(r => r.id)),
      `{${rows.map(r => (r.previousAttemptAt === null ? 'NULL' : `"${r.previousAttemptAt.toISOString()}"`)).join(',')}}`,
    ]),
  );
}

export async function markRetry(db: Executor, id: string, a: Attempt, nextAt: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ next_at: nextAt, last_status: a.status, last_error: a.error })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .execute();
}

/**
 * Gives up row `id` (its last attempt's outcome on it) and, when `targetId` is given, every pending row of that
 * target (one that is gone or disabled: none of them can be delivered).
 */
export async function giveUp(db: Executor, id: string, targetId: string | null, a: Attempt): Promise<void> {
  await db.updateTable('outbox').set({ last_status: a.status, last_error: a.error }).where('id', '=', id).execute();
  await db
    .updateTable('outbox')
    .set({ given_up_at: a.at })
    .where(targetId === null ? 'id' : 'target_id', '=', targetId ?? id)
    .where('delivered_at', 'is', null)
    .where('given_up_at', 'is', null)
    .execute();
}

const QUEUE_ONE = `
  with queued as (
    insert into outbox (id, channel, target_id, player_id, type, payload, created_at, next_at)
    values ($1, $2, $3, $4, $5, $6::jsonb, $7, $7)
    returning id
  )
  select id, pg_notify($8, '${OUTBOX_TOPIC}:0') from queued
`;

/** Queues one delivery outside any player event (a webhook's ping). */
export async function queueOne(
  db: Executor,
  row: { id: string; channel: Channel; targetId: string; playerId: string; type: string; payload: object; at: Date },
): Promise<void> {
  await db.executeQuery(
    CompiledQuery.raw(QUEUE_ONE, [
      row.id,
      row.channel,
      row.targetId,
      row.playerId,
      row.type,
      JSON.stringify(row.payload),
      row.at.toISOString(),
      MOVES_CHANNEL,
    ]),
  );
}

export interface DeliveryRow {
  readonly id: string;
  readonly type: string;
  readonly createdAt: Date;
  readonly attempts: number;
  readonly lastAttemptAt: Date | null;
  readonly lastStatus: number | null;
  readonly lastError: string | null;
  readonly deliveredAt: Date | null;
  readonly givenUpAt: Date | null;
}

/** A target's latest deliveries, newest first. */
export async function deliveriesOf(db: Executor, targetId: string, limit: number): Promise<DeliveryRow[]> {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      'type',
      'created_at',
      'attempts',
      'last_attempt_at',
      'last_status',
      'last_error',
      'delivered_at',
      'given_up_at',
    ])
    .where('target_id', '=', targetId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(r => ({
    id: r.id,
    type: r.type,
    createdAt: r.created_at,
    attempts: r.attempts,
    lastAttemptAt: r.last_attempt_at,
    lastStatus: r.last_status,
    lastError: r.last_error,
    deliveredAt: r.delivered_at,
    givenUpAt: r.given_up_at,
  }));
}

// Rows settled (delivered or given up) before `$1`, through `outbox_settled`: `least` skips a null, so its
// comparison is `delivered_at < $1 or given_up_at < $1`, and the partial index's condition is repeated for the
// planner to use it. The ids are handed to the delete as an array, which it looks up by primary key (as a
// subquery `in (…)`, the planner joined it to a scan of the whole table).
const PRUNE = `
  delete from outbox where id = any(array(
    select id from outbox
    where (delivered_at is not null or given_up_at is not null) and least(delivered_at, given_up_at) < $1::timestamptz
    limit $2::integer))
`;

/**
 * Deletes up to `limit` rows delivered or given up before `before` (never a pending one); returns how many. In
 * batches, so that a long-neglected outbox is emptied a statement at a time, none holding locks for long.
 */
export async function pruneSettled(db: Executor, before: Date, limit: number): Promise<number> {
  const { numAffectedRows } = await db.executeQuery(CompiledQuery.raw(PRUNE, [before.toISOString(), limit]));
  return Number(numAffectedRows ?? 0n);
}
