// Use case: a reader's chat on the game's event stream. Live messages come from the game's chat feed
// (chat/feed.ts); a reader that names the last message it saw (`after`) first gets the ones it missed, read
// on its own. The authors the reader muted or blocked are loaded at the start and again whenever the reader
// changes them (the change notifies `mutes:<player>`, heard by every process). A seated reader gets the
// players' messages only while it still sits there (chatter.ts, `stillSeated`): its stream ends after its leave
// (streams/watch-game.ts), and meanwhile nothing said at the table after it left reaches it.
import { readChat } from '../../store/chat.js';
import { hiddenBy, mutesTopic } from '../../store/mutes.js';
import type { Deps } from '../deps.js';
import { serialWaker } from '../streams/waker.js';
import type { Chatter } from './chatter.js';
import { readable, stillSeated } from './chatter.js';
import { readSeats, type SeatRecord } from '../../store/games.js';
import type { ChatFeeds } from './feed.js';
import { messageOf } from './read.js';
import type { ChatMessage } from './schemas.js';

export interface ChatWatch {
  readonly gameId: string;
  readonly chatter: Chatter;
  /** Send the messages after this number first; undefined starts with the next message. */
  readonly after?: number;
  readonly emit: (message: ChatMessage) => void;
  readonly onError: (error: unknown) => void;
}

export async function watchChat(deps: Deps, feeds: ChatFeeds, request: ChatWatch): Promise<() => void> {
  const db = deps.database.db;
  const { chatter } = request;
  const channels = readable(chatter);
  let hidden: ReadonlySet<string> = new Set();
  let stopMutes = (): void => undefined;
  const playerId = chatter.playerId;
  if (playerId !== null) {
    // Reloaded on the change's notification only: a lost one (a dropped LISTEN) wakes every subscriber when the
    // hub listens again (wakeup-hub.ts), so no timers of its own for each reader's stream.
    const reload = serialWaker(
      async () => {
        hidden = await hiddenBy(db, playerId);
      },
      request.onError,
      false,
    );
    const unsubscribe = feeds.notifier.subscribe(mutesTopic(playerId), reload.wake);
    stopMutes = () => {
      reload.stop();
      unsubscribe();
    };
    hidden = await hiddenBy(db, playerId);
  }
  /** The last message emitted; null while the missed ones are being read (live ones wait in `pending`). */
  let sent: number | null = null;
  const pending: ChatMessage[] = [];
  const deliver = (message: ChatMessage): void => {
    if (sent === null) pending.push(message);
    else if (message.id > sent) {
      sent = message.id;
      request.emit(message);
    }
  };
  let joined: { leave: () => void } | null = null;
  const stop = (): void => {
    stopMutes();
    joined?.leave();
  };
  try {
    const { feed, leave } = await feeds.join(request.gameId, {
      channels,
      ...(chatter.seat === null ? {} : { seated: (seats: readonly SeatRecord[]) => stillSeated(chatter, seats) }),
      hidden: () => hidden,
      deliver,
      fail: request.onError,
    });
    joined = { leave };
    let upTo = feed.last;
    if (request.after !== undefined && request.after < upTo) {
      const rows = await readChat(
        db,
        request.gameId,
        request.after,
        upTo - request.after,
        {
          channels,
          mutedBy: playerId,
        },
        upTo,
      );
      // Read after the messages, the seats tell whether the reader still sat there when the last was written.
      const seated =
        chatter.seat === null ||
        !rows.some(row => row.channel === 'seats') ||
        stillSeated(chatter, await readSeats(db, request.gameId));
      for (const row of rows) if (row.channel !== 'seats' || seated) request.emit(messageOf(row));
    } else if (request.after !== undefined) upTo = Math.max(upTo, request.after);
    sent = upTo;
    for (const message of pending.splice(0)) deliver(message);
    return stop;
  } catch (error) {
    stop();
    throw error;
  }
}
