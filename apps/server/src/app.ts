import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { AppError } from '@hrt/shared/errors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { type Identify, registerAccessControl } from './http/access.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerRoutes } from './routes.ts';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Resolves bearer tokens; the identity module supplies the real one. */
  identify?: Identify;
}

/** The app factory shared by server.ts and the tests (which drive it through app.inject). */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy, the client's address is the one rate limits must count.
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);

  // Routes that plugins register themselves (docs, static files) are public by nature.
  app.addHook('onRoute', (route) => {
    if (route.config?.access) return;
    if (route.url.startsWith('/api/docs') || !route.url.startsWith('/api/')) {
      route.config = { ...route.config, access: 'public' };
    }
  });

  // External plugins first, then the app's own, then the routes.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  registerAccessControl(
    app,
    options.identify ??
      (async () => {
        throw new AppError('token_invalid', 'Sign-in is not available.');
      }),
  );
  await registerRoutes(app);
  await registerWebApp(app, ctx.config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
