// The chat and presence routes of a table: write and read the chat, and who is here. The chat's live side
// rides the game's event stream (routes/events.ts); writing closes when the stream of a game over ends (`postGameMs`).
import { Router } from 'express';
import type { ChatSettings } from '../../service/chat/closing.js';
import { postChat } from '../../service/chat/post.js';
import { readChatPage } from '../../service/chat/read.js';
import { PostChatBody } from '../../service/chat/schemas.js';
import type { Deps } from '../../service/deps.js';
import { presenceOf } from '../../service/presence/read.js';
import { bearerToken } from '../auth.js';
import { idempotencyKeyOf, noQuery, parse } from '../parse.js';
import { ChatQuery, GameIdParams } from '../schemas.js';

export function chatRouter(deps: Deps, settings: ChatSettings): Router {
  const router = Router();

  router.post('/games/:id/chat', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const body = parse(PostChatBody, req.body, 'body');
    const key = idempotencyKeyOf(req.get('idempotency-key'));
    const message = await postChat(deps, settings, {
      gameId: id,
      token: bearerToken(req),
      text: body.text,
      ...(body.channel === undefined ? {} : { channel: body.channel }),
      ...(key === undefined ? {} : { idempotencyKey: key }),
    });
    // A retry with the post's Idempotency-Key gets the same answer: 201 and the message first written.
    res.status(201).json(message);
  });

  router.get('/games/:id/chat', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(ChatQuery, req.query, 'query');
    res.json(await readChatPage(deps, settings, { gameId: id, token: bearerToken(req), ...query }));
  });

  router.get('/games/:id/presence', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    res.json(await presenceOf(deps, id));
  });

  return router;
}
