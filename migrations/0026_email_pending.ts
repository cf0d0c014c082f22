// A new e-mail address no longer drops the confirmed one at once (issue 25): a player has at most one
// confirmed address and at most one awaiting confirmation, each its own row with its own tokens. Mail keeps
// going to the confirmed one (only confirmed rows are mailed: store/players.ts, store/email.ts) until the
// new one is confirmed, which deletes the old (store/email.ts). A typo thus never silences a player's mail.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table email_addresses drop constraint email_addresses_player_id_key`.execute(db);
  await sql`create unique index email_addresses_confirmed on email_addresses (player_id) where confirmed_at is not null`.execute(
    db,
  );
  await sql`create unique index email_addresses_pending on email_addresses (player_id) where confirmed_at is null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Back to one address a player: the pending one goes where a confirmed one is kept.
  await sql`delete from email_addresses e where e.confirmed_at is null and exists (select 1 from email_addresses c where c.player_id = e.player_id and c.confirmed_at is not null)`.execute(
    db,
  );
  await sql`drop index email_addresses_pending`.execute(db);
  await sql`drop index email_addresses_confirmed`.execute(db);
  await sql`alter table email_addresses add constraint email_addresses_player_id_key unique (player_id)`.execute(db);
}
