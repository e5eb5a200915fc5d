import { isRole } from '@hrt/shared/roles';
import type { Me, TokenResponse } from '@hrt/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, api, setTokenSource } from '@/lib/api-client';
import { useLiveUpdates } from '../live-updates';
import { reportBannerError } from './auth-events';
import { type Session, SessionContext, type SessionUser } from './session-context';
import { refreshTokens } from './token-refresher';
import {
  clearTokens,
  readIdToken,
  storageKeys,
  tokenClaims,
  tokenExpiry,
  writeTokens,
} from './token-storage';
import { useLastVisit } from './use-last-visit';
import { useProactiveRefresh } from './use-proactive-refresh';

export { AuthBanner } from './auth-banner';

/** The message and return URL handed to /login when a session ends (spec part 1, section 4). */
export interface LoginNavigationState {
  message?: string;
  returnUrl?: string;
}

export const sessionExpiredMessage = 'Your session has expired. Please log in again.';

/** Actions beyond the stable Session contract: for OIDC sign-in and first-run setup. */
export interface SessionControl {
  /** Stores tokens obtained elsewhere (OIDC popup, setup) and loads the user. */
  acceptTokens(tokens: TokenResponse): Promise<void>;
}
const SessionControlContext = createContext<SessionControl | null>(null);

export function useSessionControl(): SessionControl {
  const control = useContext(SessionControlContext);
  if (!control) throw new Error('useSessionControl must be used inside <SessionProvider>');
  return control;
}

let authFailureHandler: ((error: ApiError) => void) | null = null;
let queuedFailure: ApiError | null = null;

function installAuthFailureHandler(handler: (error: ApiError) => void) {
  authFailureHandler = handler;
  if (queuedFailure) {
    const error = queuedFailure;
    queuedFailure = null;
    handler(error);
  }
  return () => {
    if (authFailureHandler === handler) authFailureHandler = null;
  };
}

// Installed at import, not in an effect: pages call the API from their own effects, which
// React runs before the provider's, and those first calls must carry the token.
setTokenSource({
  getToken: readIdToken,
  refresh: async () => {
    const outcome = await refreshTokens();
    if (outcome.ok) return outcome.idToken;
    if (outcome.definitive) return null;
    // A network failure while refreshing keeps the session and reports the network error.
    const error = new ApiError(
      'Network error - unable to connect to server',
      0,
      'network_error',
      true,
    );
    reportBannerError(error);
    throw error;
  },
  onAuthFailure: (error) => {
    if (authFailureHandler) authFailureHandler(error);
    else queuedFailure = error;
  },
  onError: reportBannerError,
});

// The first /api/auth/me, started by the root route's loader as the app boots (in parallel
// with the first page's code) and taken by the provider's first loadUser.
let earlyUser: Promise<Me> | null = null;
let earlyUserStarted = false;

/** Starts loading the signed-in user once per page load, when a token is stored. */
export function preloadCurrentUser() {
  if (earlyUserStarted || !readIdToken()) return;
  earlyUserStarted = true;
  earlyUser = api.get<Me>('/api/auth/me');
  // Awaited later by loadUser; until then a failure must not count as unhandled.
  earlyUser.catch(() => {});
}

function takeEarlyUser(): Promise<Me> | null {
  const early = earlyUser;
  earlyUser = null;
  return early;
}

/** A revoked user asking for access again must not be thrown off the request screen. */
const stayOnFailure = new Set([paths.requestAccess.href(), paths.setup.href()]);

type SessionState = Pick<Session, 'status' | 'user' | 'role'>;
const signedOut: SessionState = { status: 'signed-out', user: null, role: 'viewer' };

/** The user as far as the ID token tells, for when /api/auth/me cannot be reached. */
function userFromToken(idToken: string): SessionUser | null {
  const claims = tokenClaims(idToken);
  if (typeof claims?.email !== 'string') return null;
  const name = typeof claims.name === 'string' ? claims.name : null;
  return { email: claims.email, displayName: name, role: 'viewer' };
}

interface SessionProviderProps {
  children: ReactNode;
  /** Told about every session-ending error before the redirect to /login. */
  onAuthError?: (error: ApiError) => void;
}

/**
 * The client session (spec part 1, section 4). Lives inside the router and the query client:
 * it navigates on sign-out and auth failure, and clears cached data of the previous user.
 */
export function SessionProvider({ children, onAuthError }: SessionProviderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() =>
    readIdToken() ? { status: 'loading', user: null, role: 'viewer' } : signedOut,
  );

  // Handlers registered once with the API client read the latest values through refs.
  const latest = useRef({ navigate, location, onAuthError });
  latest.current = { navigate, location, onAuthError };
  const endingSession = useRef(false);

  const loadUser = useCallback(async (): Promise<void> => {
    const idToken = readIdToken();
    if (!idToken) {
      setState(signedOut);
      return;
    }
    try {
      const me = await (takeEarlyUser() ?? api.get<Me>('/api/auth/me'));
      // The role defaults to viewer when the response has none.
      const role = isRole(me?.role) ? me.role : 'viewer';
      setState({
        status: 'signed-in',
        user: { email: me.email, displayName: me.displayName ?? null, role },
        role,
      });
    } catch (error) {
      // An ended session was already handled by the auth-failure path.
      if (!readIdToken()) return;
      const user = userFromToken(idToken);
      if (!user && !(error instanceof ApiError && error.kind === 'network_error')) {
        setState(signedOut);
        return;
      }
      // The current-user call failed: still signed in, as a viewer (spec part 1, section 4).
      setState({
        status: 'signed-in',
        user: user ?? { email: '', displayName: null, role: 'viewer' },
        role: 'viewer',
      });
    }
  }, []);

  const endSession = useCallback(
    async (error: ApiError): Promise<void> => {
      if (endingSession.current) return;
      endingSession.current = true;
      try {
        latest.current.onAuthError?.(error);
        reportBannerError(error);
        clearTokens();
        queryClient.clear();
        const { pathname, search } = latest.current.location;
        // Screens for people without a working session keep them where they are.
        if (stayOnFailure.has(pathname)) {
          setState(signedOut);
          return;
        }
        const onLogin = pathname === paths.login.href();
        const navigationState: LoginNavigationState = {
          message: sessionExpiredMessage,
          ...(onLogin ? {} : { returnUrl: pathname + search }),
        };
        // Navigate first: the route guard would otherwise redirect without the message.
        await latest.current.navigate(paths.login.href(), { state: navigationState });
        setState(signedOut);
      } finally {
        endingSession.current = false;
      }
    },
    [queryClient],
  );

  // Children's effects run before this one: failures they met meanwhile were queued.
  useEffect(() => installAuthFailureHandler((error) => void endSession(error)), [endSession]);

  // The first state: from the stored token, if any.
  useEffect(() => {
    if (readIdToken()) void loadUser();
  }, [loadUser]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.idToken && event.key !== null) return;
      if (!event.newValue || event.key === null) {
        if (readIdToken()) return;
        queryClient.clear();
        setState(signedOut);
      } else if (!event.oldValue) {
        void loadUser();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loadUser, queryClient]);

  useProactiveRefresh(state.status === 'signed-in', endSession);
  useLastVisit(state.status === 'signed-in', location.pathname);
  useLiveUpdates(state.status === 'signed-in');

  const acceptTokens = useCallback(
    async (tokens: TokenResponse) => {
      writeTokens(tokens);
      queryClient.clear();
      await loadUser();
    },
    [loadUser, queryClient],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const tokens = await api.post<TokenResponse>(
        '/api/identity/sign-in',
        { email, password },
        { noAuthRetry: true },
      );
      await acceptTokens(tokens);
    },
    [acceptTokens],
  );

  const signOut = useCallback(async () => {
    try {
      // The server ends the session of the ID token (and clears the refresh cookie, which no
      // script can read); an expired ID token is refreshed first so the session really ends.
      const expiry = tokenExpiry(readIdToken() ?? '');
      if (expiry !== null && expiry < Date.now() + 5_000) await refreshTokens();
      await api.post('/api/identity/sign-out', {}, { noAuthRetry: true });
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    clearTokens();
    queryClient.clear();
    await latest.current.navigate(paths.login.href());
    setState(signedOut);
  }, [queryClient]);

  const session = useMemo<Session>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  const control = useMemo<SessionControl>(() => ({ acceptTokens }), [acceptTokens]);

  return (
    <SessionContext.Provider value={session}>
      <SessionControlContext.Provider value={control}>{children}</SessionControlContext.Provider>
    </SessionContext.Provider>
  );
}
