import {
  canEditComponentDocuments,
  canEditComponentType,
  canSeePersonalFinances,
} from '@hrt/shared/policies';
import type { Capability, Role } from '@hrt/shared/roles';
import { can } from '@hrt/shared/roles';
import type { ComponentType } from '@hrt/shared/schemas/build-components';
import type { Me } from '@hrt/shared/schemas/identity';
import { createContext, useCallback, useContext } from 'react';

/**
 * The signed-in user as GET /api/auth/me describes them. `contact_id` may be left out where a
 * household user is described by hand (tests, the token's fallback): it reads as none.
 */
export type SessionUser = Omit<Me, 'contact_id'> & Partial<Pick<Me, 'contact_id'>>;

export interface Session {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  /** viewer when nobody is signed in or the role is unknown. */
  role: Role;
  /**
   * The contact a trade is: its own work is all it reads (decision 063). Null, or left out,
   * for the household's roles and when nobody is signed in.
   */
  contactId?: string | null;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** Whether the signed-in user's role has a capability of the shared permission table. */
export function useCan(capability: Capability): boolean {
  const session = useSession();
  return session.status === 'signed-in' && can(session.role, capability);
}

/**
 * Whether the user sees personal finances: credit accounts, personal insurance and which
 * account paid for an expense (decision 019). Other roles get no account from the server.
 */
export function useSeesPersonalFinances(): boolean {
  const session = useSession();
  return session.status === 'signed-in' && canSeePersonalFinances(session.role);
}

/** Whether the user may edit money on a component of this type (designers: design items). */
export function useCanEditComponent(type: ComponentType): boolean {
  const session = useSession();
  return session.status === 'signed-in' && canEditComponentType(session.role, type);
}

/** Whether the user may add and delete a component's documents (designers: design items). */
export function useCanEditComponentDocuments(type: ComponentType): boolean {
  const session = useSession();
  return session.status === 'signed-in' && canEditComponentDocuments(session.role, type);
}

/**
 * The same rule as useCanEditComponent, as a function, for screens that mix component types
 * (the All Expenses tabs, the overview's sections).
 */
export function useCanEditComponentType(): (type: ComponentType | undefined) => boolean {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const role = session.role;
  return useCallback(
    (type) => type !== undefined && signedIn && canEditComponentType(role, type),
    [signedIn, role],
  );
}
