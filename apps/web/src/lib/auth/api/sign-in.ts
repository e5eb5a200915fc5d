import { sessionsContract } from '@hrt/shared/contracts/identity/sessions';
import { callEndpoint } from '@/lib/call-endpoint';

/** A new session for e-mail and password: the ID token (the refresh token is a cookie). */
export function signInWithPassword(email: string, password: string) {
  return callEndpoint(
    sessionsContract.signIn,
    { body: { email, password } },
    // A refused sign-in is the form's answer, not a session to refresh.
    { noAuthRetry: true },
  );
}
