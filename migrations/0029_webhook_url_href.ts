// Webhook URLs are kept as URL parsing writes them (service/notifications/webhooks.ts), so that the outbox counts
// a host's deliveries under its host (store/outbox.ts reads the host from the stored text). Webhooks registered
// before that may hold a spelling the parser took but that reading does not (`http:host/p`, a backslash, spaces
// around): each is rewritten as the parser writes it, which is the address it was delivered to all along. A row
// that does not parse (none should: registration parsed it) is left as it is, for the worker to fail and disable
// as any webhook that cannot be reached. Two webhooks of one player may come to hold one spelling: webhooks have
// no unique index on their URL, and a player may register one URL twice today, so both are kept. Down changes
// nothing: the old spellings name the same addresses.
import type { Kysely } from 'kysely';

const hrefOf = (url: string): string | null => {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: string; url: string }[] = await db.selectFrom('webhooks').select(['id', 'url']).execute();
  for (const { id, url } of rows) {
    const href = hrefOf(url);
    if (href !== null && href !== url)
      await db.updateTable('webhooks').set({ url: href }).where('id', '=', id).execute();
  }
}

export async function down(): Promise<void> {}
