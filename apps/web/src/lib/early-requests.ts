/**
 * The answers index.html started before the app's script arrived (decision 048,
 * apps/web/early-start.ts): each GET the opened page makes first, sent with the stored ID token.
 * The client takes each at most once, for the same path and token, while the page is young;
 * anything else goes to the network as usual.
 */
interface EarlyStart {
  token: string | null;
  /** When the page's script started them (performance.now()). */
  at: number;
  answers: Record<string, Promise<Response> | undefined>;
}

/** The global name the early start writes (apps/web/early-start.ts EARLY_GLOBAL). */
const EARLY_GLOBAL = '__hrtEarly';

/** An early answer older than this is not taken: the data may have changed since. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

function earlyStart(): EarlyStart | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyStart | undefined>)[EARLY_GLOBAL];
}

/** The early answer to a GET of `path` sent with `token`, once; null when there is none. */
export function takeEarlyAnswer(path: string, token: string | null): Promise<Response> | null {
  const early = earlyStart();
  const answer = early?.answers[path];
  if (!early || !answer) return null;
  delete early.answers[path];
  const fresh = performance.now() - early.at < EARLY_ANSWER_MAX_AGE_MS;
  return fresh && early.token === token ? answer : null;
}
