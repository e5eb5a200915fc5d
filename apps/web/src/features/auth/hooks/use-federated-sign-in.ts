import type { TokenResponse } from '@hrt/shared/schemas/auth';
import { useCallback, useEffect, useRef } from 'react';
import { apiBase } from '@/config/env';

/** The spec's sign-in popup size (part 1, section 9). */
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

type PopupMessage =
  | ({ type: 'hrt-oidc'; ok: true } & TokenResponse)
  | { type: 'hrt-oidc'; ok: false; code: string; message?: string };

export class FederatedSignInError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
  }
}

function serverOrigin(): string {
  return new URL(apiBase || window.location.origin, window.location.href).origin;
}

/**
 * The popup protocol of the identity brief: open /api/identity/oidc/start in a 500 x 600
 * window and wait for its postMessage. Rejects with a FederatedSignInError carrying the code.
 */
export function useFederatedSignIn() {
  const active = useRef<{ popup: Window; cleanup: () => void } | null>(null);

  useEffect(() => () => active.current?.cleanup(), []);

  return useCallback((): Promise<TokenResponse> => {
    if (active.current && !active.current.popup.closed) {
      active.current.popup.focus();
      return Promise.reject(new FederatedSignInError('cancelled-popup-request'));
    }
    const origin = encodeURIComponent(window.location.origin);
    const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
    const popup = window.open(
      `${apiBase}/api/identity/oidc/start?origin=${origin}`,
      'hrt-oidc-sign-in',
      `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
    );
    if (!popup) return Promise.reject(new FederatedSignInError('popup-blocked'));

    return new Promise<TokenResponse>((resolve, reject) => {
      const expectedOrigin = serverOrigin();
      const onMessage = (event: MessageEvent) => {
        // Only the server's own callback page may hand over tokens.
        if (event.origin !== expectedOrigin || event.source !== popup) return;
        const data = event.data as PopupMessage | null;
        if (data?.type !== 'hrt-oidc') return;
        cleanup();
        if (data.ok) {
          resolve({
            idToken: data.idToken,
            refreshToken: data.refreshToken,
            expiresIn: data.expiresIn,
          });
        } else reject(new FederatedSignInError(data.code, data.message));
      };
      // A popup closed without a message was closed by the user.
      // The callback page posts and then closes itself, so a close gets a moment's grace.
      const poll = setInterval(() => {
        if (!popup.closed) return;
        clearInterval(poll);
        setTimeout(() => {
          if (active.current?.popup !== popup) return;
          cleanup();
          reject(new FederatedSignInError('popup-closed-by-user'));
        }, 300);
      }, 500);
      function cleanup() {
        clearInterval(poll);
        window.removeEventListener('message', onMessage);
        active.current = null;
      }
      window.addEventListener('message', onMessage);
      active.current = { popup, cleanup };
    });
  }, []);
}
