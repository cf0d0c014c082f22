// The player routes: sign up, who am I, my games, and my own event stream (one for all my games). The
// player key is the bearer credential; the stream also takes `?key=` for EventSource (logs redact it).
import { Router } from 'express';
import type { Deps } from '../../service/deps.js';
import type { Notifier } from '../../service/streams/wakeup-hub.js';
import { createPlayer, me, myGames } from '../../service/players/players.js';
import { inbox } from '../../service/players/inbox.js';
import { endVacation, getVacation, startVacation } from '../../service/players/vacation.js';
import { watchPlayer } from '../../service/streams/player-stream.js';
import { bearerToken } from '../auth.js';
import { noQuery, parse } from '../parse.js';
import { CreatePlayerBody, InboxQuery, MyGamesQuery, PlayerEventsQuery, VacationBody } from '../schemas.js';
import { errorForLog } from '../logging.js';
import { lastEventId, sseHeaders, sseHold, sseSend, type Streams } from '../sse.js';

export function playersRouter(deps: Deps, notifier: Notifier, streams: Streams, heartbeatMs: number): Router {
  const router = Router();
  const gameIds = [...deps.catalog.keys()] as [string, ...string[]];
  const myGamesQuery = MyGamesQuery(gameIds);

  router.post('/players', noQuery, async (req, res) => {
    const body = parse(CreatePlayerBody, req.body, 'body');
    const player = await createPlayer(deps, body.name);
    res.status(201).location('/players/me');
    res.json(player);
  });

  router.get('/players/me', noQuery, async (req, res) => {
    res.json(await me(deps, bearerToken(req)));
  });

  router.get('/players/me/games', async (req, res) => {
    const query = parse(myGamesQuery, req.query, 'query');
    res.json(await myGames(deps, bearerToken(req), query));
  });

  router.get('/players/me/inbox', async (req, res) => {
    const { limit } = parse(InboxQuery, req.query, 'query');
    res.json(await inbox(deps, bearerToken(req), limit));
  });

  router.get('/players/me/vacation', noQuery, async (req, res) => {
    res.json(await getVacation(deps, bearerToken(req)));
  });

  router.post('/players/me/vacation', noQuery, async (req, res) => {
    const { until } = parse(VacationBody, req.body, 'body');
    res.json(await startVacation(deps, bearerToken(req), new Date(until)));
  });

  router.delete('/players/me/vacation', noQuery, async (req, res) => {
    res.json(await endVacation(deps, bearerToken(req)));
  });

  // HEAD gets the same checks, status and headers as GET, and no stream (express would run the GET handler).
  router.head('/players/me/events', async (req, res) => {
    const query = parse(PlayerEventsQuery, req.query, 'query');
    lastEventId(req, 'event');
    await me(deps, bearerToken(req) ?? query.key);
    sseHeaders(res);
    res.end();
  });

  router.get('/players/me/events', async (req, res) => {
    const query = parse(PlayerEventsQuery, req.query, 'query');
    const stop = await watchPlayer(deps, notifier, {
      key: bearerToken(req) ?? query.key,
      after: lastEventId(req, 'event'),
      emit: event => sseSend(res, event.seq, event.data),
      onError: error => {
        req.log.warn({ error: errorForLog(error) }, 'player stream failed');
        res.end();
      },
    });
    sseHold(req, res, streams, heartbeatMs, stop);
  });

  return router;
}
