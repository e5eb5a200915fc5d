/** What /login may receive in navigation state: from the session, the guard or elsewhere. */
interface LoginState {
  message?: string;
  error?: string;
  returnUrl?: string;
  from?: { pathname?: string; search?: string } | string;
}

/** Only paths inside this app are followed after sign-in: no open redirects. */
export function safeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login?')) return null;
  return value;
}

export function readLoginState(state: unknown): {
  message: string | null;
  returnUrl: string | null;
} {
  const value = (state ?? {}) as LoginState;
  const from =
    typeof value.from === 'string'
      ? value.from
      : value.from?.pathname
        ? value.from.pathname + (value.from.search ?? '')
        : undefined;
  const message = value.message ?? value.error;
  return {
    message: typeof message === 'string' && message ? message : null,
    returnUrl: safeReturnUrl(value.returnUrl ?? from),
  };
}
