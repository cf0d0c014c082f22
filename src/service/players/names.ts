// What a name may be, for players and for the people at a table's seats: 1 to 40 printable characters
// once trimmed (no control or format characters), not necessarily unique.
import { Refusal } from '../refusal.js';

export const MAX_NAME = 40;

export function checkName(name: string, path = 'name'): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || [...trimmed].length > MAX_NAME || /\p{C}/u.test(trimmed)) {
    throw Refusal.of('invalid-request', `A name is 1 to ${MAX_NAME} printable characters.`, {
      errors: [{ path, message: `1 to ${MAX_NAME} printable characters` }],
    }).saying('invalid-request/name', { max: MAX_NAME });
  }
  return trimmed;
}
