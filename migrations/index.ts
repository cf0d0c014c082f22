// Every migration, in order. Listed statically rather than read from the folder, so that the same list
// works under tsx (.ts sources) and from the compiled dist/ (.js), and a bundler cannot drop one.
import type { Migration } from 'kysely';
import * as initial from './0001_initial.js';
import * as followers from './0002_followers.js';
import * as botSeats from './0003_bot_seats.js';
import * as seatKeysAndSeeded from './0004_seat_keys_and_seeded.js';
import * as tables from './0005_tables.js';
import * as scale from './0006_scale.js';
import * as clocks from './0007_clocks.js';
import * as keyDigests from './0008_key_digests.js';
import * as botThink from './0009_bot_think.js';
import * as lobbyAndQuotas from './0010_lobby_and_quotas.js';
import * as rngVersion from './0011_rng_version.js';
import * as undo from './0012_undo.js';
import * as tableExpiry from './0013_table_expiry.js';
import * as reviews from './0014_reviews.js';
import * as playerKeys from './0015_player_keys.js';
import * as profiles from './0016_profiles.js';
import * as social from './0017_social.js';
import * as notifications from './0018_notifications.js';
import * as correspondence from './0019_correspondence.js';
import * as email from './0020_email.js';
import * as emailLimits from './0021_email_limits.js';
import * as keyBoundGrants from './0022_key_bound_grants.js';
import * as pushEndpointUnique from './0024_push_endpoint_unique.js';
import * as pushKeyBound from './0025_push_key_bound.js';
import * as emailPending from './0026_email_pending.js';
import * as turnReminders from './0027_turn_reminders.js';
import * as secretRotationOutboxIndexes from './0028_secret_rotation_outbox_indexes.js';
import * as webhookUrlHref from './0029_webhook_url_href.js';
import * as gameOpener from './0030_game_opener.js';
import * as chatIdempotency from './0032_chat_idempotency.js';
import * as plainLabels from './0033_plain_labels.js';

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_followers': followers,
  '0003_bot_seats': botSeats,
  '0004_seat_keys_and_seeded': seatKeysAndSeeded,
  '0005_tables': tables,
  '0006_scale': scale,
  '0007_clocks': clocks,
  '0008_key_digests': keyDigests,
  '0009_bot_think': botThink,
  '0010_lobby_and_quotas': lobbyAndQuotas,
  '0011_rng_version': rngVersion,
  '0012_undo': undo,
  '0013_table_expiry': tableExpiry,
  '0014_reviews': reviews,
  '0015_player_keys': playerKeys,
  '0016_profiles': profiles,
  '0017_social': social,
  '0018_notifications': notifications,
  '0019_correspondence': correspondence,
  '0020_email': email,
  '0021_email_limits': emailLimits,
  '0022_key_bound_grants': keyBoundGrants,
  '0024_push_endpoint_unique': pushEndpointUnique,
  '0025_push_key_bound': pushKeyBound,
  '0026_email_pending': emailPending,
  '0027_turn_reminders': turnReminders,
  '0028_secret_rotation_outbox_indexes': secretRotationOutboxIndexes,
  '0029_webhook_url_href': webhookUrlHref,
  '0030_game_opener': gameOpener,
  '0032_chat_idempotency': chatIdempotency,
  '0033_plain_labels': plainLabels,
};
