import type { TokenResponse } from '@hrt/shared/schemas/identity';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, setTokenSource } from '@/lib/api-client';
import { useAfterFirstContent } from '../first-content';
import { useLiveUpdates } from '../use-live-updates';
import { reportBannerError } from './auth-events';
import { readSessionState, type SessionState, signedOut } from './current-user';
import { type Session, SessionContext } from './session-context';
import { refreshTokens } from './token-refresher';
import { clearTokens, readIdToken, storageKeys, tokenExpiry, writeTokens } from './token-storage';
import { useLastVisit } from './use-last-visit';
import { useProactiveRefresh } from './use-proactive-refresh';

export { AuthBanner } from './auth-banner';

/** The message and return URL handed to /login when a session ends. */
export interface LoginNavigationState {
  message?: string;
  returnUrl?: string;
}

const sessionExpiredMessage = 'Your session has expired. Please log in again.';

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

/**
 * A revoked user asking for access again must not be thrown off the request screen, nor
 * someone with a stale session off the set-up or invitation page.
 */
const stayOnFailure = new Set([
  paths.requestAccess.href(),
  paths.setup.href(),
  paths.invite.href(),
]);

/**
 * Ends the session on the server (which also clears the refresh cookie no script can read);
 * an expiring ID token is refreshed first so the session really ends. Signing out locally must
 * work even when the server cannot be reached, so nothing here throws.
 */
async function endServerSession(): Promise<void> {
  try {
    const expiry = tokenExpiry(readIdToken() ?? '');
    if (expiry !== null && expiry < Date.now() + 5_000) await refreshTokens();
    const { signOutOnServer } = await import('./api/sign-out');
    await signOutOnServer();
  } catch {
    // Signed out here all the same.
  }
}

/** Another tab signed in or out: follow it. */
function useOtherTabs(loadUser: () => Promise<void>, onSignedOut: () => void) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.idToken && event.key !== null) return;
      if (!event.newValue || event.key === null) {
        if (readIdToken()) return;
        onSignedOut();
      } else if (!event.oldValue) {
        void loadUser();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loadUser, onSignedOut]);
}

interface SessionProviderProps {
  children: ReactNode;
  /** Told about every session-ending error before the redirect to /login. */
  onAuthError?: (error: ApiError) => void;
}

/**
 * The client session. Lives inside the router and the query client:
 * it navigates on sign-out and auth failure, and clears cached data of the previous user.
 */
export function SessionProvider({ children, onAuthError }: SessionProviderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() =>
    readIdToken() ? { status: 'loading', user: null, role: 'viewer', contactId: null } : signedOut,
  );

  // Handlers registered once with the API client read the latest values through refs.
  const latest = useRef({ navigate, location, onAuthError });
  latest.current = { navigate, location, onAuthError };
  const endingSession = useRef(false);

  const loadUser = useCallback(async (render = setState): Promise<void> => {
    const next = await readSessionState();
    // null: an ended session, already handled by the auth-failure path.
    if (next) render(next);
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

  // The first state: from the stored token, if any. Rendered in a transition, in slices that
  // leave a phone's main thread free (decision 049): until then the page shows its heading.
  useEffect(() => {
    if (readIdToken()) void loadUser((next) => startTransition(() => setState(next)));
  }, [loadUser]);

  const followSignOut = useCallback(() => {
    queryClient.clear();
    setState(signedOut);
  }, [queryClient]);
  useOtherTabs(loadUser, followSignOut);

  useProactiveRefresh(state.status === 'signed-in', endSession);
  useLastVisit(state.status === 'signed-in', location.pathname);
  // The stream opens once the first page shows its content (lib/first-content.ts).
  const firstContent = useAfterFirstContent();
  useLiveUpdates(state.status === 'signed-in' && firstContent);

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
      const { signInWithPassword } = await import('./api/sign-in');
      await acceptTokens(await signInWithPassword(email, password));
    },
    [acceptTokens],
  );

  const signOut = useCallback(async () => {
    await endServerSession();
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
