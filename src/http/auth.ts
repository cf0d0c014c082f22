// Reading the seat token from a request. Only the Bearer scheme is accepted; the events route also takes
// `?token=` because browsers' EventSource cannot set headers (the access log redacts it).
import type { Request } from 'express';
import { Refusal } from '../service/refusal.js';

export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match?.[1])
    throw Refusal.of('missing-token', 'Send the seat token as Authorization: Bearer <token>.').saying(
      'missing-token/seat',
    );
  return match[1];
}
