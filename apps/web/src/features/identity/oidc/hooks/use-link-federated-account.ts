import { useCallback, useRef } from 'react';
import { toast } from 'sonner';
import { federatedErrorMessage } from '../../sessions/login-messages';
import { startFederatedLink } from '../api/start-federated-link';
import { awaitPopupMessage, FederatedSignInError, openPopup } from './oidc-popup';

/**
 * 'Link <provider> sign-in' in the account menu: a signed-in user proves they also control a
 * provider account, after which that account signs in here (decision 007). The popup opens
 * blank inside the click (so it is not blocked) and goes to the provider once the server has
 * prepared the flow.
 */
export function useLinkFederatedAccount() {
  const active = useRef<Window | null>(null);

  return useCallback(async (provider: string) => {
    if (active.current && !active.current.closed) {
      active.current.focus();
      return;
    }
    const popup = openPopup('about:blank');
    if (!popup) {
      toast.error(federatedErrorMessage('popup-blocked', provider));
      return;
    }
    active.current = popup;
    try {
      const { url } = await startFederatedLink();
      popup.location.href = url;
      const result = await awaitPopupMessage(popup, () => {
        active.current = null;
      });
      if (!('linked' in result)) throw new FederatedSignInError('oidc_failed');
      toast.success(`${provider} is linked. You can now sign in with ${provider}.`);
    } catch (error) {
      if (!popup.closed) popup.close();
      active.current = null;
      const code = error instanceof FederatedSignInError ? error.code : 'network-request-failed';
      toast.error(federatedErrorMessage(code, provider, (error as Error).message));
    }
  }, []);
}
