/**
 * The slice of the request logger that services use, so they log without depending on the
 * web framework (Fastify's logger satisfies it).
 */
export interface Logger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
