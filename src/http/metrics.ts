// Prometheus metrics, in a registry per app (tests build many apps in one process): request durations by
// route template, moves accepted or refused by the rules, per game, reads of the log, and event streams cut for
// clients that stopped reading them (sse.ts).
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Observers } from '../service/deps.js';
import { logReadCount } from '../service/health.js';
import type { CutReason } from './sse.js';

export interface Metrics {
  readonly registry: Registry;
  readonly observers: Observers;
  readonly middleware: RequestHandler;
  /** A late bot thread looked into (service/bots/pool.ts): starved, or stuck and replaced. */
  readonly botThreadLate: (verdict: 'starved' | 'stuck') => void;
  /** An event stream cut: its client left too much unread (`backlog`), or read nothing for a while (`stalled`). */
  readonly streamCut: (reason: CutReason) => void;
}

export function createMetrics(withDefaults: boolean): Metrics {
  const registry = new Registry();
  if (withDefaults) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const moves = new Counter({
    name: 'croupier_moves_total',
    help: 'Moves submitted, by game and by result (accepted, or rejected by the rules).',
    labelNames: ['game', 'result'] as const,
    registers: [registry],
  });
  const late = new Counter({
    name: 'croupier_bot_threads_late_total',
    help: "Looks into a bot thread's late answer: starved (waiting for a core: the machine is saturated), or stuck (replaced).",
    labelNames: ['verdict'] as const,
    registers: [registry],
  });
  const cut = new Counter({
    name: 'croupier_event_streams_cut_total',
    help: 'Event streams cut because their client did not read them: too much waiting for it (backlog), or nothing taken for two heartbeats (stalled).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'croupier_log_reads',
    help: 'Reads of the log (queries of entries) this process has made since it started: per move, it should not grow with watchers.',
    registers: [registry],
    collect() {
      this.set(logReadCount());
    },
  });
  const middleware: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.on('finish', () => {
      const template = req.route?.path;
      const route = typeof template === 'string' ? `${req.baseUrl}${template}` : 'unmatched';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
  return {
    registry,
    middleware,
    botThreadLate: verdict => late.inc({ verdict }),
    streamCut: reason => cut.inc({ reason }),
    observers: {
      moveAccepted: game => moves.inc({ game, result: 'accepted' }),
      moveRejected: game => moves.inc({ game, result: 'rejected' }),
    },
  };
}
