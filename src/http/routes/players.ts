// The player routes: sign up, who am I, my games, and my own event stream (one for all my games); and my
// devices (issue 24): my keys, link codes, passkeys, and signing a new device in with either. The player key
// is the bearer credential; the stream also takes `?key=` for EventSource (logs redact it).
import { Router } from 'express';
import type { Deps } from '../../service/deps.js';
import type { Notifier } from '../../service/streams/wakeup-hub.js';
import { createPlayer, me, myGames } from '../../service/players/players.js';
import { inbox } from '../../service/players/inbox.js';
import { endVacation, getVacation, startVacation } from '../../service/players/vacation.js';
import type { PlayerStreams } from '../../service/streams/player-stream.js';
import { playerOf } from '../../service/players/identify.js';
import { endOnRevoke } from '../../service/streams/key-watch.js';
import { myKeys, revokeMyKey } from '../../service/players/keys.js';
import { createLinkCode, redeemLinkCode } from '../../service/players/link-codes.js';
import { myPasskeys } from '../../service/players/my-passkeys.js';
import { removeMyPasskey } from '../../service/players/remove-passkey.js';
import {
  addPasskey,
  authenticationOptions,
  registrationOptions,
  signInWithPasskey,
} from '../../service/players/passkeys.js';
import { playerEventName } from '../../service/challenges/schemas.js';
import type { PresenceTracker } from '../../service/presence/tracker.js';
import { bearerToken } from '../auth.js';
import { noQuery, parse } from '../parse.js';
import {
  CreatePlayerBody,
  InboxQuery,
  KeyIdParams,
  LinkBody,
  MyGamesQuery,
  PasskeyIdParams,
  PasskeyRegistrationBody,
  PasskeySignInBody,
  PlayerEventsQuery,
  VacationBody,
} from '../schemas.js';
import { lastEventId, sseEvent, sseHeaders, SseStream, type Streams } from '../sse.js';

export function playersRouter(
  deps: Deps,
  notifier: Notifier,
  streams: Streams,
  playerStreams: PlayerStreams,
  presence: PresenceTracker,
): Router {
  // Case-sensitive, as the document's paths are: /players/ME is a handle for the profiles' route (404, `me` being
  // reserved), where express's default took it for /players/me and answered 401, or the caller, to a profile lookup.
  const router = Router({ caseSensitive: true });
  const gameIds = [...deps.catalog.keys()] as [string, ...string[]];
  const myGamesQuery = MyGamesQuery(gameIds);

  router.post('/players', noQuery, async (req, res) => {
    const body = parse(CreatePlayerBody, req.body, 'body');
    const player = await createPlayer(deps, body);
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

  router.get('/players/me/keys', noQuery, async (req, res) => {
    res.json(await myKeys(deps, bearerToken(req)));
  });

  router.delete('/players/me/keys/:id', noQuery, async (req, res) => {
    const { id } = parse(KeyIdParams, req.params, 'path');
    await revokeMyKey(deps, bearerToken(req), id);
    res.status(204).end();
  });

  router.post('/players/me/link-codes', noQuery, async (req, res) => {
    res.status(201).json(await createLinkCode(deps, bearerToken(req)));
  });

  router.post('/players/link', noQuery, async (req, res) => {
    const body = parse(LinkBody, req.body, 'body');
    res.status(201).json(await redeemLinkCode(deps, body.code, body.label ?? null));
  });

  router.post('/players/me/passkeys/registration/options', noQuery, async (req, res) => {
    res.json(await registrationOptions(deps, bearerToken(req)));
  });

  router.post('/players/me/passkeys', noQuery, async (req, res) => {
    const key = bearerToken(req);
    const body = parse(PasskeyRegistrationBody, req.body, 'body');
    res.status(201).json(await addPasskey(deps, key, body.credential));
  });

  router.get('/players/me/passkeys', noQuery, async (req, res) => {
    res.json(await myPasskeys(deps, bearerToken(req)));
  });

  router.delete('/players/me/passkeys/:id', noQuery, async (req, res) => {
    const { id } = parse(PasskeyIdParams, req.params, 'path');
    await removeMyPasskey(deps, bearerToken(req), id);
    res.status(204).end();
  });

  router.post('/players/passkeys/authentication/options', noQuery, async (_req, res) => {
    res.json(await authenticationOptions(deps));
  });

  router.post('/players/passkeys/authentication', noQuery, async (req, res) => {
    const body = parse(PasskeySignInBody, req.body, 'body');
    res.status(201).json(await signInWithPasskey(deps, body.credential, body.label ?? null));
  });

  router.get('/players/me/inbox', async (req, res) => {
    const { limit, cursor } = parse(InboxQuery, req.query, 'query');
    res.json(await inbox(deps, bearerToken(req), limit, cursor));
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
    const key = bearerToken(req) ?? query.key;
    const after = lastEventId(req, 'event');
    // The key is checked once, here: the stream and its end on revocation go by the key it named, and by what
    // was notified since this mark (a revocation, an event), rather than by reading them again.
    const mark = notifier.mark();
    const player = await playerOf(deps.database.db, key);
    // What outlives this handler refers to `out`, never to `req` or `res` (sse.ts: a held stream keeps neither).
    const out = new SseStream(res);
    const stopStream = await playerStreams.watch({
      player,
      after,
      mark,
      // A challenge's events are named `challenge`, numbered with the others (one Last-Event-ID resumes both).
      emit: event => out.write(sseEvent(event.seq, event.data, playerEventName(event.data))),
      onError: error => {
        out.warn(error, 'player stream failed');
        out.end();
      },
    });
    // The stream ends when its key is revoked (from any device, on any process).
    const stopRevoke = await endOnRevoke(deps, notifier, player.keyId, () => out.end(), mark).catch(
      (error: unknown) => {
        stopStream();
        throw error;
      },
    );
    // The stream's holder is here (presence/tracker.ts) while it stays open.
    const stopPresence = presence.open(`player:${player.id}`, null);
    const stop = (): void => {
      stopStream();
      stopRevoke();
      stopPresence();
    };
    out.hold(streams, stop);
  });

  return router;
}
