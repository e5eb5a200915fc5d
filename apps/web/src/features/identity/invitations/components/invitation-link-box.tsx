import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { LinkToCopy } from '../hooks/use-invitation-actions';

/**
 * The one-time link of an invitation when no mail server is configured: the owner passes it on
 * by hand. It is shown only now (the server keeps only its hash).
 */
export function InvitationLinkBox({
  linkToCopy,
  onDone,
}: {
  linkToCopy: LinkToCopy;
  onDone: () => void;
}) {
  const { email, link } = linkToCopy;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error('Copying was refused: select the link and copy it yourself.');
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border border-warning/50 bg-warning-soft/40 p-4">
      <p className="text-sm">
        No mail server is configured, so pass this link on to{' '}
        <span className="font-medium">{email}</span> yourself. It is shown only now, and works once
        within 48 hours.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={link}
          aria-label={`Invitation link for ${email}`}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy link
          </Button>
          <Button variant="outline" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}
