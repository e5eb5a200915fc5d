import {
  type OidcFailureCode,
  type OidcPopupMessage,
  oidcPopupMessageSchema,
} from '@hrt/shared/schemas/identity';
import { apiBase } from '@/config/env';

/** The sign-in popup's size, enough for a provider's sign-in page. */
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

/**
 * Why a federated sign-in failed: the server's popup outcome (an API error code), or one of
 * the client-side popup codes below, named as identity providers' popup sign-in names them.
 */
export type FederatedFailureCode =
  | OidcFailureCode
  | 'popup-blocked'
  | 'popup-closed-by-user'
  | 'cancelled-popup-request'
  | 'unauthorized-domain'
  | 'network-request-failed'
  | 'multi-factor-auth-required'
  | 'user-mismatch';

export type PopupSuccess = Extract<OidcPopupMessage, { ok: true }>;

export class FederatedSignInError extends Error {
  constructor(
    readonly code: FederatedFailureCode,
    message?: string,
  ) {
    super(message ?? code);
  }
}

function serverOrigin(): string {
  return new URL(apiBase || window.location.origin, window.location.href).origin;
}

/** Opens the 500 x 600 popup (synchronously, inside the click, so it is not blocked). */
export function openPopup(url: string): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return window.open(
    url,
    'hrt-oidc-sign-in',
    `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
}

/**
 * Waits for the server's callback page in `popup` to post its result. Rejects with a
 * FederatedSignInError carrying the code, or `popup-closed-by-user`. `onSettled` runs once.
 */
export function awaitPopupMessage(popup: Window, onSettled: () => void): Promise<PopupSuccess> {
  return new Promise<PopupSuccess>((resolve, reject) => {
    const expectedOrigin = serverOrigin();
    let settled = false;
    const onMessage = (event: MessageEvent) => {
      // Only the server's own callback page may hand over tokens.
      if (event.origin !== expectedOrigin || event.source !== popup) return;
      const parsed = oidcPopupMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const data = parsed.data;
      cleanup();
      if (data.ok) resolve(data);
      else reject(new FederatedSignInError(data.code, data.message));
    };
    // A popup closed without a message was closed by the user.
    // The callback page posts and then closes itself, so a close gets a moment's grace.
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      setTimeout(() => {
        if (settled) return;
        cleanup();
        reject(new FederatedSignInError('popup-closed-by-user'));
      }, 300);
    }, 500);
    function cleanup() {
      settled = true;
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
      onSettled();
    }
    window.addEventListener('message', onMessage);
  });
}
