// The chat's rate limit (issue 24) as the database keeps it: a token bucket per sender, 5 at once, then one a
// second, the same for every process since it is one row; time comes from the caller, so going back in time
// (another process's clock a little behind) never adds tokens.
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_BURST, CHAT_PER_SECOND } from '../../../src/service/chat/post.js';
import { takeChatToken } from '../../../src/store/chat.js';
import type { Database } from '../../../src/store/database.js';
import { testDatabases } from '../../support/databases.js';

describe.each(testDatabases())('the chat allowance on $name', testDb => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    await testDb.dispose();
  });
  const at = (seconds: number): Date => new Date(Date.UTC(2026, 10, 26, 12, 0, 0) + seconds * 1000);

  it('gives five at once, then one a second, per sender', async () => {
    database = await testDb.connect();
    const take = (sender: string, seconds: number) =>
      takeChatToken(database!.db, sender, at(seconds), CHAT_BURST, CHAT_PER_SECOND);
    const burst = [];
    for (let i = 0; i < 6; i++) burst.push(await take('player:ada', 0));
    expect(burst).toEqual([true, true, true, true, true, false]);
    expect(await take('player:grace', 0)).toBe(true);
    expect(await take('player:ada', 0.5)).toBe(false);
    expect(await take('player:ada', 1)).toBe(true);
    expect(await take('player:ada', 1.5)).toBe(false);
    // A clock behind the last taking gives nothing back.
    expect(await take('player:ada', -10)).toBe(false);
    // A long silence refills to five, not more.
    const later = [];
    for (let i = 0; i < 6; i++) later.push(await take('player:ada', 100));
    expect(later).toEqual([true, true, true, true, true, false]);
  });
});
