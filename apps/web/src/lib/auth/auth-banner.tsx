import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import type { ApiError, ApiErrorKind } from '@/lib/api-client';
import { currentBannerError, dismissBannerError, subscribeBannerError } from './auth-events';

/** The auth banner's text for each kind of failure. */
const authBannerTexts: Record<ApiErrorKind, string> = {
  token_expired: 'Your session has expired. Please log in again.',
  token_invalid: 'Your authentication is invalid. Please log in again.',
  unauthorized: 'You are not authorized to perform this action.',
  network_error: 'Network connection error. Please check your internet connection.',
  server_error: 'Server error. Please try again later.',
};

/** Network and server banners go away by themselves after this long. */
const AUTO_DISMISS_MS = 10_000;

function bannerText(error: ApiError): string {
  return authBannerTexts[error.kind] ?? error.message;
}

function isTransient(error: ApiError) {
  return error.kind === 'network_error' || error.kind === 'server_error';
}

/** The floating banner for auth, network and server errors. */
export function AuthBanner() {
  const queryClient = useQueryClient();
  const current = useSyncExternalStore(subscribeBannerError, currentBannerError, () => null);

  useEffect(() => {
    if (!current || !isTransient(current.error)) return;
    const timer = setTimeout(() => dismissBannerError(current.id), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [current]);

  if (!current) return null;
  const transient = isTransient(current.error);
  const retry = () => {
    dismissBannerError(current.id);
    // Retrying re-runs what is on screen: the queries that failed or are shown.
    void queryClient.refetchQueries({ type: 'active' });
  };

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 md:bottom-6">
      <Alert
        kind="error"
        title={transient ? 'Connection problem' : 'Authentication problem'}
        className="pointer-events-auto w-full max-w-md shadow-lg"
        onDismiss={transient ? undefined : () => dismissBannerError(current.id)}
        action={
          transient ? (
            <button
              type="button"
              onClick={retry}
              className="-m-1 rounded-md p-1 text-sm font-medium underline-offset-2 hover:underline"
            >
              Retry
            </button>
          ) : undefined
        }
      >
        {bannerText(current.error)}
      </Alert>
    </div>
  );
}
