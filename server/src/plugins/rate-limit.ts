import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countedMessage } from 'shared-contracts';
import { postgresRateLimitStore } from '../db/rate-limits.js';

export interface LimitOptions {
  /** Names the counter; two limits with different names never share counts. */
  name: string;
  /** Requests allowed per window (before RATE_LIMIT_SCALE). */
  max: number;
  windowMs: number;
  /** What is counted; default the client's IP address. */
  key?: (request: FastifyRequest) => string;
}

/** The refusal, by how long to wait (the server's answers catalogue says it in the caller's language). */
export const RATE_LIMIT_MESSAGES = {
  waitSeconds: countedMessage(
    { one: 'Too many attempts. Please wait {seconds} second and try again.', other: 'Too many attempts. Please wait {seconds} seconds and try again.' },
    (seconds: number) => [seconds, { seconds }],
  ),
  waitMinutes: countedMessage(
    { one: 'Too many attempts. Please wait {minutes} minute and try again.', other: 'Too many attempts. Please wait {minutes} minutes and try again.' },
    (minutes: number) => [minutes, { minutes }],
  ),
} as const;

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return retryAfterSeconds < 60 ? RATE_LIMIT_MESSAGES.waitSeconds(retryAfterSeconds) : RATE_LIMIT_MESSAGES.waitMinutes(Math.ceil(retryAfterSeconds / 60));
}

class TooManyRequests extends Error {
  statusCode = 429;
  constructor(message: string) {
    super(message);
    this.name = 'TooManyRequests';
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply, name: string, ttlInSeconds: number): never {
  const retryAfter = Math.max(1, ttlInSeconds);
  reply.header('Retry-After', String(retryAfter));
  request.log.warn({ limit: name, ip: request.ip }, 'rate limit reached');
  throw new TooManyRequests(tooManyRequestsMessage(retryAfter));
}

/**
 * Abuse limits (per IP by default) on top of @fastify/rate-limit's in-memory store. Every limit is
 * multiplied by RATE_LIMIT_SCALE. Adding one to a route is one line:
 *   onRequest: [app.limit({ name: 'signin', max: 10, windowMs: 60_000 })]
 * (use preHandler instead when the key needs the parsed body).
 */
export const rateLimitPlugin = fp<{ scale: number }>(
  async (app: FastifyInstance, { scale }) => {
    // Servers sharing a PostgreSQL database count together; the embedded database has one process.
    await app.register(rateLimit, { global: false, ...(app.config.databaseUrl ? { store: postgresRateLimitStore(app.db) } : {}) });

    // One counter per name: the in-memory store gives each createRateLimit its own counters, so
    // two routes naming the same limit (password and passkey sign-in) would each count alone.
    const counters = new Map<string, { options: LimitOptions; counter: ReturnType<FastifyInstance['createRateLimit']> }>();
    const counterFor = (options: LimitOptions) => {
      const known = counters.get(options.name);
      if (known) {
        if (known.options.max !== options.max || known.options.windowMs !== options.windowMs || !known.options.key !== !options.key) {
          throw new Error(`The limit "${options.name}" is declared twice with different sizes`);
        }
        return known.counter;
      }
      const keyOf = options.key ?? ((request: FastifyRequest) => request.ip);
      const counter = app.createRateLimit({
        max: Math.max(1, Math.round(options.max * scale)),
        timeWindow: options.windowMs,
        keyGenerator: (request: FastifyRequest) => `${options.name}:${keyOf(request)}`,
      });
      counters.set(options.name, { options, counter });
      return counter;
    };

    app.decorate('limit', (options: LimitOptions) => {
      const check = counterFor(options);
      return async (request, reply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        refuse(request, reply, options.name, result.ttlInSeconds);
      };
    });

    app.decorate('failureLimit', (options: LimitOptions) => {
      const counter = counterFor(options);
      return {
        async check(request: FastifyRequest, reply: FastifyReply) {
          const result = await counter(request, { increment: false });
          if (result.isAllowed || result.remaining > 0) return;
          refuse(request, reply, options.name, result.ttlInSeconds);
        },
        async record(request: FastifyRequest) {
          await counter(request);
        },
      };
    });
  },
  { name: 'familynet-rate-limit' },
);
