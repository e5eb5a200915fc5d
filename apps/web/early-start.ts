import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import {
  type EarlyRoute,
  earlyRoutes,
  signedInModules,
  signedInRequests,
} from './early-start-routes.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** One route as the page's inline script reads it: its pattern, chunk files and GETs. */
type BootRoute = [pattern: string, files: string[], requests: string[], signedIn: boolean];

interface BootPlan {
  routes: BootRoute[];
  signedInFiles: string[];
  signedInRequests: string[];
}

/** The global the app's client takes the early answers from (src/lib/early-requests.ts). */
const EARLY_GLOBAL = '__hrtEarly';

/**
 * Runs in the browser, inline in index.html's head, before the app's own script has arrived:
 * preloads the opened page's chunks and starts its first GETs with the stored ID token (the
 * same token the app's client would send). Written as a function so that it is checked as code;
 * the build inlines its text.
 */
function startEarly(plan: BootPlan, globalName: string) {
  const path = location.pathname.replace(/(.)\/$/, '$1');
  let token: string | null = null;
  try {
    token = localStorage.getItem('token');
  } catch {
    // Storage disabled: nothing is signed in, nothing is asked for early.
  }
  const route = plan.routes.find(([pattern]) => pattern === path);
  const files = route ? [...route[1]] : [];
  const requests: string[] = [];
  if (route && (!route[3] || token)) requests.push(...route[2]);
  if (token) {
    files.push(...plan.signedInFiles);
    requests.push(...plan.signedInRequests);
  }
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    // As the app's own module scripts are fetched, so the preloaded copy is the one used.
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const answers: Record<string, Promise<Response>> = {};
  for (const request of requests) {
    answers[request] = fetch(request, { headers });
    // Taken by the app's client, which handles failures; an unused one must not be reported.
    answers[request].catch(() => {});
  }
  (window as unknown as Record<string, unknown>)[globalName] = {
    token,
    at: performance.now(),
    answers,
  };
}

/** The chunk holding a source module, by its absolute path. */
function chunkOf(bundle: OutputBundle, modulePath: string): OutputChunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.moduleIds.includes(modulePath)) return output;
  }
  throw new Error(`early start: no chunk holds ${modulePath}`);
}

/** A chunk's file and those of its static imports, transitively, as root-relative URLs. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, into: Set<string>) {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') withStaticImports(bundle, next, into);
  }
}

/**
 * Writes the early start into index.html (decision 048): for each page of early-start-routes.ts
 * its chunks (less those index.html already loads) and its first GETs, with a small script that
 * starts them. The server allows that inline script by its hash (server http/web-app.ts).
 */
export function earlyStart(): Plugin {
  let root = '';
  return {
    name: 'hrt-early-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const entry = Object.values(bundle).find(
          (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
        );
        const loaded = new Set<string>();
        if (entry) withStaticImports(bundle, entry, loaded);
        const files = (modules: string[]) => {
          const found = new Set<string>();
          for (const module of modules) {
            withStaticImports(bundle, chunkOf(bundle, path.resolve(root, module)), found);
          }
          return [...found].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        };
        const plan: BootPlan = {
          routes: earlyRoutes.map((route: EarlyRoute) => [
            route.pattern,
            files(route.modules),
            route.requests,
            route.signedIn,
          ]),
          signedInFiles: files(signedInModules),
          signedInRequests,
        };
        const script = `(${startEarly.toString()})(${JSON.stringify(plan)}, ${JSON.stringify(EARLY_GLOBAL)});`;
        // Before the app's script and stylesheet: an inline script after a stylesheet would
        // wait for it to arrive.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('early start: index.html has no module script');
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
