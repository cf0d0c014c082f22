// Device labels (`player_keys.label`) kept before labels were checked as plain text (service/players/labels.ts)
// may hold control and format characters (\p{C}): bidi overrides that show a label reversed in the list of keys,
// zero-width characters that make one label look like another. Such characters are taken out; a label left with
// nothing visible goes back to no label (null), as a key made without one. Read and written row by row in this
// process: Postgres's regular expressions know no Unicode categories. Down keeps the labels as they are: what was
// taken out was never meant to be shown.
import { sql, type Kysely } from 'kysely';

/** As labels.ts refuses them. */
const NOT_PLAIN = /\p{C}/gu;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows = await sql<{ id: string; label: string }>`
    select id, label from player_keys where label is not null
  `.execute(db);
  for (const { id, label } of rows.rows) {
    const plain = label.replace(NOT_PLAIN, '').trim();
    if (plain === label) continue;
    await sql`update player_keys set label = ${plain === '' ? null : plain} where id = ${id}`.execute(db);
  }
}

export async function down(): Promise<void> {
  // Nothing to give back.
}
