/**
 * The API base: same origin by default (the server serves this app). `VITE_API_BASE` overrides
 * it; `VITE_LOCAL_API=1` is a shorthand for a local API at http://localhost:8000.
 */
export const apiBase: string =
  import.meta.env.VITE_API_BASE ??
  (import.meta.env.VITE_LOCAL_API === '1' ? 'http://localhost:8000' : '');
