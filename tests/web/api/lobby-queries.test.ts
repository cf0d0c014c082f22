// The lobby page's two queries (issue 21, defect 8): tables waiting in the lobby, and games being played at
// tables of the lobby only (`listed=true`), never every active game. tests/http/games/lobby.test.ts shows what
// the server answers to them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamesInPlay, lobby } from '../../../web/src/api/client';

describe("the lobby page's queries", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for listed games only, waiting and being played', async () => {
    const asked: URL[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      asked.push(new URL(request.url));
      return new Response(JSON.stringify({ games: [], nextCursor: null }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    await lobby();
    await gamesInPlay();
    const [open, playing] = asked.map(url => Object.fromEntries(url.searchParams));
    expect(open).toMatchObject({ status: 'waiting', open: 'true' });
    expect(playing).toMatchObject({ status: 'active', listed: 'true' });
  });
});
