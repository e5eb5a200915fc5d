import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { type RegisteredRoute, registerAccessControl } from './http/access.ts';
import { answerRoutingError, registerErrorHandler } from './http/error-handler.ts';
import { RequestLogController } from './http/log-setup.ts';
import { contractSchemaTransform } from './http/openapi-transform.ts';
import { inlineScriptSources, registerWebApp } from './http/web-app.ts';
import { registerMetrics } from './metrics/metrics-route.ts';
import { createIdentityService } from './modules/identity/identity-service.ts';
import { registerRoutes } from './routes.ts';
import { registerScheduledJobs } from './scheduled-jobs.ts';
import { registerTrashHooks } from './trash-hooks.ts';

export type { RegisteredRoute } from './http/access.ts';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
}

/** The app factory shared by server.ts and the tests (which drive it through app.inject). */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
    // A '__proto__' or 'constructor' key is dropped, not a reason to call valid JSON invalid:
    // the parser never lets it reach a prototype either way, and the schema sees the rest.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // Behind a reverse proxy, the client's address is the one rate limits must count.
    trustProxy: (_address: string, hop: number) => hop < ctx.config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerRoutingError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  registerScheduledJobs(ctx);
  registerTrashHooks(ctx);
  ctx.jobs.useLogger(app.log);
  // Jobs and deliveries under way finish (or time out) before the database closes behind them.
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.mailer.close();
  });
  app.decorate('identity', createIdentityService(ctx));
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);

  // Routes that plugins register themselves (docs, static files) are public by nature.
  app.addHook('onRoute', (route) => {
    if (route.config?.access) return;
    if (route.url.startsWith('/api/docs') || !route.url.startsWith('/api/')) {
      route.config = { ...route.config, access: 'public' };
    }
  });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        access: route.config?.access,
        takesJsonBody: Boolean(route.schema?.body),
        rateLimited: Boolean(route.config?.rateLimit),
        endpoint: route.config?.endpoint,
      });
    }
  });

  // External plugins first, then the app's own, then the routes.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...inlineScriptSources(ctx.config.webDistDir)],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The federated sign-in popup must keep window.opener to post its result back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // No page is meant to be framed, not even by the app itself: what frame-ancestors 'none'
    // says, for browsers that read only this header and for pages whose own policy omits it.
    xFrameOptions: { action: 'deny' },
  });
  // Every text response over 1 kB crosses the network compressed (decision 039): API JSON, CSV,
  // the API docs. Registered before the routes, whose replies its hook then sees. The web
  // app's files come precompressed from the build (http/web-app.ts) and are sent as they are;
  // the live stream writes to the socket itself and is never buffered. Downloads such as
  // backups (application/x-tar) and images are left alone: the default's octet-stream is not
  // in this list.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)(?:json|xml|javascript)(?:;|$)/,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    // Keep the raw file name so one with path separators is refused, not silently trimmed.
    preservePath: true,
    limits: { fileSize: ctx.config.maxUploadBytes, files: 10, fields: 30, fieldSize: 64 * 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Home Renovation Tracker API',
        description: 'JSON under /api with a bearer ID token. Errors are {detail, code}.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: contractSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs send a policy of their own (for their scripts), which lets same-origin pages
    // frame them: held to 'none' like every other page, so no page can frame them either.
    staticCSP: true,
    transformStaticCSP: forbidFraming,
  });

  registerErrorHandler(app);
  registerAccessControl(app, app.identity.authenticator);
  registerMetrics(app, ctx.metrics, ctx.config.METRICS_TOKEN);
  await registerRoutes(app);
  await registerWebApp(app, ctx.config.webDistDir, {
    serveSourceMaps: ctx.config.NODE_ENV !== 'production',
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** A Content-Security-Policy with its frame-ancestors, whatever it was, set to 'none'. */
function forbidFraming(policy: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^frame-ancestors\b/i.test(directive));
  return [...directives, "frame-ancestors 'none'"].join('; ');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its access rule, for the route-access test. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}
