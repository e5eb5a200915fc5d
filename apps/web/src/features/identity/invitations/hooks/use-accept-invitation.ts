import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSessionControl } from '@/lib/auth/session-provider';
import { acceptInvitation } from '../api/accept-invitation';

/**
 * The link's token, and the acceptance that signs the person in and takes them home. Throws
 * what the server refused (a link that no longer works answers `invitation_gone`).
 */
export function useAcceptInvitation() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const session = useSessionControl();
  const accept = async (values: { display_name: string; password: string }) => {
    await session.acceptTokens(await acceptInvitation({ token, ...values }));
    await navigate(paths.home.href(), { replace: true });
  };
  return { token, accept };
}
