import { ApiError } from '@/lib/api-client';
import { loginErrorMessages, parseErrorCode } from '@/lib/error-messages';
import type { FederatedFailureCode } from '../oidc/hooks/oidc-popup';

export const loginFailedMessage = 'Login failed. Please check your credentials and try again.';
export { MISSING_CREDENTIALS_MESSAGE as missingCredentialsMessage } from '@hrt/shared/schemas/identity';

export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // A network failure says so: "check your credentials" would send the user astray.
    if (error.kind === 'network_error') return error.message;
    const message = error.code && loginErrorMessages[error.code];
    if (message) return message;
  }
  return loginFailedMessage;
}

/** Texts for the federated sign-in codes (the codes are fixed names; the texts are ours). */
export function federatedErrorMessage(
  code: FederatedFailureCode,
  provider: string,
  serverMessage?: string,
) {
  switch (code) {
    case 'popup-blocked':
      return 'The sign-in window was blocked. Allow pop-ups for this site and try again.';
    case 'popup-closed-by-user':
      return 'The sign-in window was closed before sign-in finished.';
    case 'cancelled-popup-request':
      return 'A sign-in window is already open. Finish or close it first.';
    case 'unauthorized-domain':
      return `This site is not authorised to sign in with ${provider}. Please contact the owner.`;
    case 'network-request-failed':
      return 'Network error during sign-in. Please check your connection and try again.';
    case 'multi-factor-auth-required':
      return `Your ${provider} account needs multi-factor authentication, which is not supported here. Sign in with email and password instead.`;
    case 'user-mismatch':
      return `That ${provider} account does not match the expected user. Sign out of ${provider} and try again.`;
    case 'access_denied':
      return `Sign-in with ${provider} was cancelled.`;
    default: {
      const known = parseErrorCode(code);
      const message = known && loginErrorMessages[known];
      if (message) return message;
      return serverMessage || `Sign-in with ${provider} failed. Please try again.`;
    }
  }
}
