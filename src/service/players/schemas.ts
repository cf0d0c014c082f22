// The shapes of the players' answers, declared once: a player, a new player with its key, and one event of
// a player's own stream. The service's types are inferred from them; http/ documents them.
import { z } from '../zod.js';
import { GameSummary } from '../games/schemas.js';
import { SeenEntry, Seat, Status, Version } from '../views/schemas.js';

export const Handle = z.string().openapi({
  description:
    'How others find a player (GET /players/{handle}): 3 to 20 ASCII letters, digits, - and _, unique whatever the case.',
  example: 'ada_l',
});

export const Player = z
  .object({ id: z.string(), name: z.string(), handle: Handle })
  .openapi('Player', { example: { id: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f', name: 'Ada', handle: 'Ada' } });
export type Player = z.output<typeof Player>;

export const NewPlayer = Player.extend({
  bot: z.literal(true).optional().openapi({ description: 'Present when the player said it is a program.' }),
  key: z.string().openapi({
    description: 'The player key (256 random bits): Authorization: Bearer <key>. Shown once; only its hash is kept.',
  }),
}).openapi('NewPlayer', {
  example: { id: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f', name: 'Ada', handle: 'Ada', key: 'Xq9…' },
});
export type NewPlayer = z.output<typeof NewPlayer>;

export const PLAYER_EVENT_TYPES = [
  'your-turn',
  'started',
  'joined',
  'left',
  'cancelled',
  'finished',
  'rematch-offered',
  'turn-reminder',
] as const;

/** The number of an event in a player's stream (all its kinds share one numbering). */
export const EventSeq = z
  .number()
  .int()
  .min(1)
  .openapi({ description: "The event's number in this player's stream; also its SSE id." });

/** An event of a player's stream about one of their games. */
export const GamePlayerEvent = z
  .object({
    seq: EventSeq,
    type: z.enum(PLAYER_EVENT_TYPES),
    gameId: z.string(),
    game: z.string(),
    version: Version,
    seat: Seat.openapi({ description: "The player's seat in that game." }),
    status: Status,
    toAct: z.array(Seat),
    by: Seat.optional().openapi({ description: 'The seat that joined or left, or asked for the rematch.' }),
    rematch: z.string().optional().openapi({
      description: 'With rematch-offered: the new game; POST /games/{id}/rematch on the old game takes your seat.',
    }),
    deadline: z.iso.datetime().optional().openapi({
      description:
        'With your-turn in a game with a clock, and with turn-reminder: when your time runs out (you then time out).',
    }),
    remainingMs: z.number().int().min(0).optional().openapi({
      description:
        'With turn-reminder: your time left when it was sent. A correspondence seat still to act is reminded once a turn, when its time left falls to the lesser of 24 hours and half of what the turn allowed.',
    }),
    at: z.iso.datetime(),
  })
  .openapi('GamePlayerEvent', {
    description: "An event of GET /players/me/events about one of the player's games.",
    example: {
      seq: 3,
      type: 'your-turn',
      gameId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      game: 'monad',
      version: 7,
      seat: 1,
      status: 'active',
      toAct: [1],
      deadline: '2026-11-24T04:00:00.000Z',
      at: '2026-11-23T04:00:00.000Z',
    },
  });

/** The event about the player rather than a game: a webhook failed for 24 hours and was disabled (notifications/worker.ts). */
export const WebhookDisabledEvent = z
  .object({
    seq: EventSeq,
    type: z.literal('webhook-disabled'),
    webhookId: z.string(),
    url: z.string().optional().openapi({ description: "The webhook's URL (absent if it was deleted meanwhile)." }),
    reason: z.string().openapi({ description: 'Why its last attempt failed, in a few words.' }),
    at: z.iso.datetime(),
  })
  .openapi('WebhookDisabledEvent', {
    description:
      'A webhook of the player failed for 24 hours and was disabled: delete it and add it again (POST /players/me/webhooks).',
    example: {
      seq: 12,
      type: 'webhook-disabled',
      webhookId: '5f0c2a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69',
      url: 'https://bot.example.org/croupier',
      reason: 'HTTP 500',
      at: '2026-11-27T12:00:00.000Z',
    },
  });
export type WebhookDisabledEvent = Omit<z.output<typeof WebhookDisabledEvent>, 'seq'>;

export const PlayerEvent = z
  .discriminatedUnion('type', [GamePlayerEvent, WebhookDisabledEvent])
  .openapi('PlayerEvent', {
    description:
      "The data of one event of GET /players/me/events: about one of the player's games, or (webhook-disabled) about the player.",
  });

/** A game's event as the service writes it: the store numbers it (`seq`) when it appends it to the player's stream. */
export type PlayerEvent = Omit<z.output<typeof GamePlayerEvent>, 'seq'>;

// ── Devices (issue 24): keys, link codes, passkeys ───────────────────────────────────────────────────────
export const MAX_LABEL = 60;

export const Label = z.string().trim().min(1).max(MAX_LABEL).openapi({
  description:
    'What the device is called in the list of keys (e.g. "Phone"): plain text, without control or format characters such as the bidi controls (400 invalid-request).',
  example: 'Phone',
});

export const DeviceKeyInfo = z
  .object({
    id: z.string(),
    label: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable().openapi({
      description: 'When the key was last used, to about a minute (it is written at most once a minute).',
    }),
    current: z.boolean().openapi({ description: 'This is the key of the request that asked.' }),
  })
  .openapi('DeviceKeyInfo');

export const KeyList = z.object({ keys: z.array(DeviceKeyInfo) }).openapi('KeyList', {
  description: "The player's keys that are not revoked, one per device, oldest first.",
  example: {
    keys: [
      {
        id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
        label: null,
        createdAt: '2026-11-20T09:00:00.000Z',
        lastUsedAt: '2026-11-26T10:00:00.000Z',
        current: true,
      },
      {
        id: '6a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5c',
        label: 'Phone',
        createdAt: '2026-11-26T10:01:00.000Z',
        lastUsedAt: null,
        current: false,
      },
    ],
  },
});
export type KeyList = z.output<typeof KeyList>;

export const DeviceKey = NewPlayer.extend({
  keyId: z.string().openapi({ description: 'The id of the new key among the player’s keys (GET /players/me/keys).' }),
}).openapi('DeviceKey', {
  description: 'A new key for this device, for an existing player. Shown once; only its hash is kept.',
  example: {
    id: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f',
    name: 'Ada',
    handle: 'Ada',
    key: 'Xq9…',
    keyId: '6a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5c',
  },
});
export type DeviceKey = z.output<typeof DeviceKey>;

export const LinkCode = z
  .object({
    code: z.string().openapi({
      description:
        'Type it on the new device (POST /players/link). 10 letters and digits, shown in two groups of five; case, spaces and dashes do not matter.',
    }),
    expiresAt: z.iso.datetime(),
  })
  .openapi('LinkCode', { example: { code: 'K7M2Q-9XH4D', expiresAt: '2026-11-26T10:10:00.000Z' } });
export type LinkCode = z.output<typeof LinkCode>;

/** WebAuthn options as @simplewebauthn/browser takes them (startRegistration / startAuthentication). */
export const PasskeyOptions = z.looseObject({ challenge: z.string() }).openapi('PasskeyOptions', {
  description:
    'PublicKeyCredentialCreationOptionsJSON (registration) or PublicKeyCredentialRequestOptionsJSON (authentication): hand it to the WebAuthn API (e.g. @simplewebauthn/browser). The challenge is single-use and expires after 5 minutes.',
});
export type PasskeyOptions = z.output<typeof PasskeyOptions>;

export const PasskeyAdded = z
  .object({ id: z.string().openapi({ description: 'The credential id.' }) })
  .openapi('PasskeyAdded');
export type PasskeyAdded = z.output<typeof PasskeyAdded>;

export const PasskeyInfo = z
  .object({
    id: z.string().openapi({ description: 'The credential id (DELETE /players/me/passkeys/{id} removes it).' }),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable().openapi({ description: 'When it last signed a device in; null: never.' }),
    addedBy: z
      .object({
        keyId: z.string().openapi({ description: 'The key, among GET /players/me/keys.' }),
        label: z.string().nullable(),
      })
      .nullable()
      .openapi({
        description:
          'The device key with which the passkey was added: revoking that key removes the passkey too. Null for a passkey added before keys were recorded.',
      }),
  })
  .openapi('PasskeyInfo');

export const PasskeyList = z.object({ passkeys: z.array(PasskeyInfo) }).openapi('PasskeyList', {
  description: "The player's passkeys, oldest first.",
  example: {
    passkeys: [
      {
        id: 'bWFkZS1ieS1hLWtleQ',
        createdAt: '2026-11-26T10:02:00.000Z',
        lastUsedAt: '2026-11-27T08:30:00.000Z',
        addedBy: { keyId: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b', label: 'Laptop' },
      },
    ],
  },
});
export type PasskeyList = z.output<typeof PasskeyList>;

const Base64Url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'base64url');

/** What navigator.credentials.create() answered, as JSON (@simplewebauthn/browser's startRegistration). */
export const PasskeyRegistration = z
  .object({
    id: Base64Url,
    rawId: Base64Url,
    response: z.looseObject({
      clientDataJSON: Base64Url,
      attestationObject: Base64Url,
      transports: z.array(z.string().max(40)).max(10).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.looseObject({}),
    type: z.literal('public-key'),
  })
  .openapi('PasskeyRegistration', { description: 'RegistrationResponseJSON, as startRegistration() returns it.' });
export type PasskeyRegistration = z.output<typeof PasskeyRegistration>;

/** What navigator.credentials.get() answered, as JSON (@simplewebauthn/browser's startAuthentication). */
export const PasskeyAssertion = z
  .object({
    id: Base64Url,
    rawId: Base64Url,
    response: z.looseObject({
      clientDataJSON: Base64Url,
      authenticatorData: Base64Url,
      signature: Base64Url,
      userHandle: Base64Url.optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.looseObject({}),
    type: z.literal('public-key'),
  })
  .openapi('PasskeyAssertion', { description: 'AuthenticationResponseJSON, as startAuthentication() returns it.' });
export type PasskeyAssertion = z.output<typeof PasskeyAssertion>;
/** What happened at a game since the seat's last own entry (service/players/inbox.ts). */
export const SinceLastMoveOf = <E extends z.ZodType>(entry: E) =>
  z.object({
    after: z.number().int().min(-1).openapi({
      description: "The seq of the seat's last own entry (its move, resignation, undo or join); -1 when it made none.",
    }),
    count: z.number().int().min(0).openapi({ description: 'How many entries came after it (all of them).' }),
    entries: z.array(entry).openapi({
      description:
        'The first of those entries (at most 50), as GET /games/{id}/moves shows them to this seat: the rest with ?after=.',
    }),
  });

export const InboxOf = <E extends z.ZodType>(entry: E) =>
  z.object({
    games: z.array(
      GameSummary.extend({
        sinceYourLastMove: SinceLastMoveOf(entry),
      }),
    ),
    nextCursor: z.string().nullable().openapi({
      description: 'The cursor of the next page (`?cursor=`), as in GET /players/me/games; null at the end.',
    }),
  });
export const Inbox = InboxOf(SeenEntry);
export type Inbox = z.output<typeof Inbox>;

/** A player's vacation as the player sees it (service/players/vacation.ts). */
export const VacationState = z
  .object({
    onVacation: z.boolean(),
    from: z.iso.datetime().nullable().openapi({ description: 'When the vacation on started; null when none is on.' }),
    until: z.iso.datetime().nullable().openapi({ description: 'When the vacation on ends; null when none is on.' }),
    daysPerYear: z.number().int().openapi({ description: 'Vacation days in any 365 days (VACATION_DAYS_PER_YEAR).' }),
    daysLeft: z.number().min(0).openapi({
      description:
        'Days still free in the 365 days up to now (to a tenth of a day), counting the vacation on as taken up to its `until`.',
    }),
    games: z.number().int().min(0).optional().openapi({
      description:
        'After a start or an end: the games whose deadlines this paused or resumed (games on with a correspondence clock: a move may take a day or more).',
    }),
  })
  .openapi('Vacation');
export type VacationState = z.output<typeof VacationState>;
