import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { FileStore } from './storage/local-file-store.ts';

/** What every module needs from the outside world, built once by server.ts or the tests. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  fileStore: FileStore;
  /** HMAC key for signed download links; the same on every instance. */
  signingSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
