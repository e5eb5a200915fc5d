import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSessionControl } from '@/lib/auth/session-provider';
import { federatedErrorMessage } from '../../sessions/login-messages';
import { FederatedSignInError, useFederatedSignIn } from '../hooks/use-federated-sign-in';

interface FederatedSignInButtonProps {
  provider: string;
  disabled?: boolean;
  onSignedIn: () => void;
  onError: (message: string) => void;
}

/** 'Sign in with <provider>': the popup flow, then the same session as a password sign-in. */
export function FederatedSignInButton({
  provider,
  disabled,
  onSignedIn,
  onError,
}: FederatedSignInButtonProps) {
  const signInWithPopup = useFederatedSignIn();
  const { acceptTokens } = useSessionControl();
  const [pending, setPending] = useState(false);

  const start = async () => {
    const attempt = signInWithPopup();
    // A second click while the popup is open only brings it forward; the first keeps waiting.
    let ownsPopup = true;
    try {
      setPending(true);
      await acceptTokens(await attempt);
      onSignedIn();
    } catch (error) {
      const code = error instanceof FederatedSignInError ? error.code : 'network-request-failed';
      if (code === 'cancelled-popup-request') ownsPopup = false;
      onError(federatedErrorMessage(code, provider, (error as Error).message));
    } finally {
      if (ownsPopup) setPending(false);
    }
  };

  return (
    <Button variant="outline" className="w-full" disabled={disabled} onClick={start}>
      <LogIn aria-hidden="true" />
      {pending ? `Waiting for ${provider}...` : `Sign in with ${provider}`}
    </Button>
  );
}
