import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@hrt/shared/errors';
import type { FastifyInstance } from 'fastify';
import { createAllowedMethods } from './allowed-methods.ts';

/**
 * The Content-Security-Policy sources for the inline scripts of the built index.html (the early
 * start, decision 048): each by the hash of its text, so no other inline script runs. Read once
 * at start; none without a build.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return [];
  const html = fs.readFileSync(indexPath, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Serves the built SPA on the same port as the API. Unknown non-API GETs that accept HTML get
 * index.html, so deep links such as /rooms/room/123 survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { serveSourceMaps: boolean },
) {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Source maps would hand out the app's source; they are for development only.
      allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
      // The build writes .br and .gz beside each file (apps/web/precompress.ts): sent to
      // browsers that accept them, at no compression cost per request.
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those may be cached for good.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const allowedMethods = createAllowedMethods(app.registeredRoutes);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const allowed = pathname.startsWith('/api/') ? allowedMethods(pathname) : [];
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      throw new AppError(
        'method_not_allowed',
        `${request.method} is not allowed on ${pathname}; use ${allowed.join(' or ')}.`,
      );
    }
    // Any GET outside /api that does not name a file is a page of the app (deep links,
    // reloads); a missing file such as an old /assets/x.js stays a 404.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!wantsPage) {
      throw new AppError('not_found', `No route for ${request.method} ${pathname}`);
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
