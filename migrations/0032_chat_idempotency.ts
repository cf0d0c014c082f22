// A chat post may carry an Idempotency-Key, as a move does: a client that retries a post whose answer it lost
// gets the first message back instead of writing it twice. `chat_messages.key_digest` keeps the key as the log
// keeps a move's (store/key-digest.ts: 64 bits of SHA-256 of the game, the sender and the key), written in the
// same statement as the message, so the key holds across processes and a crash never splits them. The index
// is unique and partial: two posts racing with one key cannot both be written (the second is refused by the
// index, then finds the first), and messages without a key cost it nothing. The digest holds the sender, so
// two senders' keys never meet (but one chance in 2^64, which the post checks: chat/post.ts). Down drops both.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('key_digest', 'bigint').execute();
  await db.schema
    .createIndex('chat_messages_key')
    .on('chat_messages')
    .columns(['game_id', 'key_digest'])
    .unique()
    .where('key_digest', 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_messages_key').execute();
  await db.schema.alterTable('chat_messages').dropColumn('key_digest').execute();
}
