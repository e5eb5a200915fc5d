import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/**
 * A request slower than this is logged at info although it succeeded: worth seeing at the
 * default level, as a failure is (decision 038).
 */
const SLOW_REQUEST_MS = 1000;

export type RequestLogLevel = 'debug' | 'info' | 'error';

/**
 * The level of a request's 'completed' line: 5xx is the server's failure (error); 4xx is a
 * client's mistake or an expired session, seen at the default level but no alarm (info); a
 * slow success is info; every other request is debug, so the default log shows what matters.
 */
export function chooseRequestLogLevel(statusCode: number, responseTimeMs: number): RequestLogLevel {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400 || responseTimeMs >= SLOW_REQUEST_MS) return 'info';
  return 'debug';
}

/**
 * Fastify's request lines at the levels above (Fastify logs both at info). Each line goes
 * through the request's own logger, so it keeps the request id.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    // Whole milliseconds: the fraction is noise in a log line.
    const responseTime = Math.round(reply.elapsedTime);
    const details = { req: request, res: reply, responseTime };
    if (error) {
      reply.log.error({ ...details, err: error }, 'request errored');
      return;
    }
    const level = chooseRequestLogLevel(reply.statusCode, responseTime);
    const slow = responseTime >= SLOW_REQUEST_MS;
    reply.log[level](slow ? { ...details, slow } : details, 'request completed');
  }
}

/**
 * The server's logger: pino-pretty's readable lines on a terminal, JSON (one object a line,
 * for a log collector) otherwise. Pretty printing runs in pino's transport thread.
 */
export function chooseLoggerOptions(
  level: string,
  isTerminal: boolean,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  if (!isTerminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,reqId,req,res,responseTime',
        // One line per request: its id, method, address, status and time.
        messageFormat:
          '{if reqId}[{reqId}] {end}{if req.method}{req.method} {req.url} {end}{if res.statusCode}{res.statusCode} {end}{msg}{if responseTime} ({responseTime} ms){end}',
      },
    },
  };
}
