// Use case: the open challenges a player sent or received (pending, not expired), newest first.
import { openChallengesOf } from '../../store/challenges.js';
import type { Deps } from '../deps.js';
import { playerOf } from '../players/identify.js';
import type { ChallengeList } from './schemas.js';
import { challengeOf } from './view.js';

export async function myChallenges(deps: Deps, key: string | undefined): Promise<ChallengeList> {
  const me = await playerOf(deps.database.db, key);
  const now = deps.now();
  const rows = await openChallengesOf(deps.database.db, me.id, now);
  return { challenges: rows.map(r => challengeOf(r, now)) };
}
