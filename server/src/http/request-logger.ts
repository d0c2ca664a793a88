import type { FastifyBaseLogger, FastifyLogFn, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogCall = FastifyLogFn;

/**
 * A request's logger (`request.log`), made when the request first logs something. Fastify makes
 * one per request with pino's child(), which copies the bindings and builds a logger object:
 * about 3 % of the throughput of the calls made most (measured), and nearly every request logs
 * nothing (the access line is written by http/access-log.ts). The real child, when made, is the
 * one pino would have given (the reqId binding, the route's level and serializers).
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: Parameters<LogCall>): void {
    this.real.fatal(...args);
  }

  error(...args: Parameters<LogCall>): void {
    this.real.error(...args);
  }

  warn(...args: Parameters<LogCall>): void {
    this.real.warn(...args);
  }

  info(...args: Parameters<LogCall>): void {
    this.real.info(...args);
  }

  debug(...args: Parameters<LogCall>): void {
    this.real.debug(...args);
  }

  trace(...args: Parameters<LogCall>): void {
    this.real.trace(...args);
  }

  silent(...args: Parameters<LogCall>): void {
    this.real.silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a LazyRequestLogger for each request. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyRequestLogger(logger, bindings, options);
