import type { ApiError } from '@/lib/api-client';

/**
 * The errors the floating auth banner shows. A tiny store outside React: the API client
 * reports into it from anywhere, and the banner subscribes.
 */
export interface BannerError {
  id: number;
  error: ApiError;
}

type Listener = (current: BannerError | null) => void;

let current: BannerError | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

export function reportBannerError(error: ApiError): void {
  current = { id: nextId++, error };
  for (const listener of listeners) listener(current);
}

export function dismissBannerError(id?: number): void {
  if (id !== undefined && current?.id !== id) return;
  current = null;
  for (const listener of listeners) listener(current);
}

export function currentBannerError(): BannerError | null {
  return current;
}

export function subscribeBannerError(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
