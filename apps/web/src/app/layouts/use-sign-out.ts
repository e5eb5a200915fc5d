import { useCallback } from 'react';
import { useSession } from '@/lib/auth/session-context';

/** 'Log out': the session provider clears the session and goes to /login. */
export function useSignOut() {
  const { signOut } = useSession();
  return useCallback(() => {
    signOut().catch((error: unknown) => console.error('Sign-out failed', error));
  }, [signOut]);
}
