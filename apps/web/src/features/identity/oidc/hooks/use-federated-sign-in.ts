import type { TokenResponse } from '@hrt/shared/schemas/identity';
import { useCallback, useEffect, useRef } from 'react';
import { apiBase } from '@/config/env';
import { awaitPopupMessage, FederatedSignInError, openPopup } from './oidc-popup';

export { FederatedSignInError } from './oidc-popup';

/**
 * The popup protocol of the identity brief: open /api/identity/oidc/start in a 500 x 600
 * window and wait for its postMessage. Rejects with a FederatedSignInError carrying the code.
 */
export function useFederatedSignIn() {
  const active = useRef<Window | null>(null);

  useEffect(
    () => () => {
      active.current = null;
    },
    [],
  );

  return useCallback((): Promise<TokenResponse> => {
    if (active.current && !active.current.closed) {
      active.current.focus();
      return Promise.reject(new FederatedSignInError('cancelled-popup-request'));
    }
    const origin = encodeURIComponent(window.location.origin);
    const popup = openPopup(`${apiBase}/api/identity/oidc/start?origin=${origin}`);
    if (!popup) return Promise.reject(new FederatedSignInError('popup-blocked'));
    active.current = popup;
    return awaitPopupMessage(popup, () => {
      if (active.current === popup) active.current = null;
    }).then((data) => {
      if ('linked' in data) throw new FederatedSignInError('oidc_failed');
      // The refresh token arrived as the popup's HttpOnly cookie; only the ID token is posted.
      return { idToken: data.idToken, expiresIn: data.expiresIn };
    });
  }, []);
}
