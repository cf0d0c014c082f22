// The chat and presence routes of a table: write and read the chat, and who is here. The chat's live side
// rides the game's event stream (routes/events.ts).
import { Router } from 'express';
import { postChat } from '../../service/chat/post.js';
import { readChatPage } from '../../service/chat/read.js';
import { PostChatBody } from '../../service/chat/schemas.js';
import type { Deps } from '../../service/deps.js';
import { presenceOf } from '../../service/presence/read.js';
import { bearerToken } from '../auth.js';
import { noQuery, parse } from '../parse.js';
import { ChatQuery, GameIdParams } from '../schemas.js';

export function chatRouter(deps: Deps): Router {
  const router = Router();

  router.post('/games/:id/chat', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const body = parse(PostChatBody, req.body, 'body');
    const message = await postChat(deps, {
      gameId: id,
      token: bearerToken(req),
      text: body.text,
      ...(body.channel === undefined ? {} : { channel: body.channel }),
    });
    res.status(201).json(message);
  });

  router.get('/games/:id/chat', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(ChatQuery, req.query, 'query');
    res.json(await readChatPage(deps, { gameId: id, token: bearerToken(req), ...query }));
  });

  router.get('/games/:id/presence', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    res.json(await presenceOf(deps, id));
  });

  return router;
}
