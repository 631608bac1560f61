import type { NextFunction, Request, Response } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** One series of the request-duration histogram: one method, route and status. */
type Series = { observe: (seconds: number) => void };

/** What the gauges read at each scrape: the database pool, the outboxes' backlog, Redis. */
export interface MetricsSources {
  poolStats: () => { total: number; idle: number; waiting: number } | null;
  outboxBacklog: (outbox: OutboxName) => Promise<{ pending: number; oldestAgeSeconds: number }>;
  /** Whether Redis answers; null when none is configured (then there is no `winhub_redis_up`). */
  redisReady: () => boolean | null;
}

export const OUTBOXES = ['payment', 'mail', 'logout'] as const;
export type OutboxName = (typeof OUTBOXES)[number];

/**
 * The path the router of a request's route is mounted at. Express gives `req.baseUrl` back its earlier
 * value as a request leaves a router, so an answer the app's error handler sends (a refused body) has
 * lost it; the mount is then the request path's segments before those the route's pattern matched (the
 * api's mounts are fixed paths, routes/routePath.ts).
 */
function mountOf(req: Request, routePath: string): string {
  if (req.baseUrl !== '' || /[*?{(]/.test(routePath)) return req.baseUrl;
  const segments = (req.originalUrl.split('?')[0] ?? '').replace(/\/+$/, '').split('/');
  const routeSegments = routePath.replace(/\/+$/, '').split('/').length - 1;
  return segments.slice(0, Math.max(1, segments.length - routeSegments)).join('/');
}

/**
 * The route pattern of an answered request (`/api/account/sessions/:id/sign-out`), never its raw path: one
 * series per route, not per id. The provider's pages and files count under fixed names.
 */
function routeOf(req: Request): string {
  if (req.route?.path && typeof req.route.path === 'string')
    return `${mountOf(req, req.route.path)}${req.route.path}`;
  if (req.originalUrl.startsWith('/oidc')) return '/oidc';
  if (req.originalUrl.startsWith('/api/')) return '/api (no route)';
  return '(page or file)';
}

/** When a request came in (performance.now()), for its latency. */
const STARTED = Symbol('requestStarted');
type TimedResponse = Response & { [STARTED]: number };

/** One process's Prometheus registry and the figures the rest of the server reports into it. */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'winhub_' });
  const registers = [registry];

  const duration = new Histogram({
    name: 'winhub_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Counter({
    name: 'winhub_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
    // the latency histogram counts every answer too: read at each scrape instead of counted twice per request
    async collect() {
      const { values } = await duration.get();
      this.reset();
      for (const { metricName, labels, value } of values) {
        if (metricName !== 'winhub_http_request_duration_seconds_count') continue;
        const { method, route, status } = labels;
        this.inc({ method: String(method), route: String(route), status: String(status) }, value);
      }
    },
  });
  const signIns = new Counter({
    name: 'winhub_sign_ins_total',
    help: 'Sign-in attempts at the embedded provider, by outcome (success, failure, locked) and method',
    labelNames: ['outcome', 'method'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'winhub_rate_limit_refusals_total',
    help: 'Requests refused by a per-address rate limit, by limit',
    labelNames: ['limit'] as const,
    registers,
  });
  new Gauge({
    name: 'winhub_db_pool_connections',
    help: 'PostgreSQL pool connections by state (in use, idle) and queries waiting for one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.poolStats();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'winhub_outbox_pending',
    help: 'Outbox rows not delivered yet (payment events, mail, service logouts)',
    labelNames: ['outbox'] as const,
    registers,
    async collect() {
      // with the database unreachable the scrape still answers (that is when it matters): the backlog
      // series are left out until the database is back
      const backlogs = await Promise.all(
        OUTBOXES.map(async (outbox) => [outbox, await sources.outboxBacklog(outbox)] as const),
      ).catch(() => null);
      this.reset();
      oldest.reset();
      if (!backlogs) return;
      for (const [outbox, backlog] of backlogs) {
        this.set({ outbox }, backlog.pending);
        oldest.set({ outbox }, backlog.oldestAgeSeconds);
      }
    },
  });
  const oldest = new Gauge({
    name: 'winhub_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest undelivered outbox row (0 when none waits)',
    labelNames: ['outbox'] as const,
    registers,
  });
  if (sources.redisReady() !== null) {
    new Gauge({
      name: 'winhub_redis_up',
      help: '1 while Redis (REDIS_URL) answers, 0 while it does not (only with REDIS_URL)',
      registers,
      collect() {
        this.set(sources.redisReady() ? 1 : 0);
      },
    });
  }
  // one series per method, route and status, found by a string key: prom-client would check and hash the
  // labels object on every observation
  const seriesByKey = new Map<string, Series>();
  const seriesOf = (method: string, route: string, statusCode: number) => {
    const key = `${method} ${statusCode} ${route}`;
    let series = seriesByKey.get(key);
    if (!series) {
      series = duration.labels({ method, route, status: String(statusCode) });
      seriesByKey.set(key, series);
    }
    return series;
  };
  // the series each route counted its last answer in: a route's answers mostly share one method, status
  // and mount, and then skip building the route pattern and key
  const lastOfRoute = new WeakMap<
    object,
    { baseUrl: string; method: string; status: number; series: Series }
  >();
  const seriesOfAnswer = (req: Request, status: number) => {
    const last = req.route ? lastOfRoute.get(req.route) : undefined;
    if (last && last.status === status && last.method === req.method && last.baseUrl === req.baseUrl) {
      return last.series;
    }
    const series = seriesOf(req.method, routeOf(req), status);
    if (req.route) lastOfRoute.set(req.route, { baseUrl: req.baseUrl, method: req.method, status, series });
    return series;
  };
  // one listener shared by every response, no closure per request
  function countAnswer(this: TimedResponse) {
    seriesOfAnswer(this.req, this.statusCode).observe((performance.now() - this[STARTED]) / 1000);
  }
  return {
    registry,
    /** Counts every answer by route pattern and status, with its latency. */
    observeRequests(_req: Request, res: Response, next: NextFunction) {
      (res as TimedResponse)[STARTED] = performance.now();
      res.on('finish', countAnswer);
      next();
    },
    signInOutcome: (outcome: string, method: string) => signIns.inc({ outcome, method }),
    rateLimitRefused: (limit: string) => refusals.inc({ limit }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
