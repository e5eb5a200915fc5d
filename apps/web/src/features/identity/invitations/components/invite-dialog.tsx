import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@hrt/shared/roles';
import {
  type InvitationFormOutput,
  type InvitationFormValues,
  invitationFormSchema,
} from '@hrt/shared/schemas/invitations';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type Failure, FailureAlert } from '@/components/failure-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field, InputField } from '@/components/ui/field';
import { refusalDetail } from '@/lib/api-client';
import { RoleSelect } from '../../allowlist/components/role-select';
import { TradeContactField } from '../../components/trade-contact-field';
import { useSendInvitation } from '../api/send-invitation';
import type { LinkToCopy } from '../hooks/use-invitation-actions';
import { InvitationLinkBox } from './invitation-link-box';

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role the form starts with (viewer unless given); the owner may change it. */
  initialRole?: Role;
  /** A trade's contact to start with: a contact's page invites the contact itself. */
  initialContactId?: string | null;
  /** The e-mail to start with (a contact's own). */
  initialEmail?: string;
  /** The title; "Invite someone" unless given. */
  title?: string;
}

/**
 * Invite an e-mail with a role, and a trade with the contact it is (a contact select appears
 * when Trade is chosen, and the form refuses a trade without one). The e-mail is allowlisted
 * with the role and the link is mailed; with no mail server the link is shown here once, to
 * copy. Reusable with a preset role and contact: a contact's page opens it as Trade for itself.
 */
export function InviteDialog({
  open,
  onOpenChange,
  initialRole: role = 'viewer',
  initialContactId: contactId = null,
  initialEmail: email = '',
  title = 'Invite someone',
}: InviteDialogProps) {
  const send = useSendInvitation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [linkToCopy, setLinkToCopy] = useState<LinkToCopy | null>(null);
  const form = useForm<InvitationFormValues, unknown, InvitationFormOutput>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: { email, role, contact_id: contactId },
  });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  const isTrade = form.watch('role') === 'trade';

  // Each opening starts from the presets.
  useEffect(() => {
    if (!open) return;
    reset({ email, role, contact_id: contactId });
    setFailure(null);
    setLinkToCopy(null);
  }, [open, email, role, contactId, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const contact =
      values.role === 'trade' && values.contact_id ? { contact_id: values.contact_id } : {};
    try {
      const sent = await send.mutateAsync({ email: values.email, role: values.role, ...contact });
      if (sent.link) {
        setLinkToCopy({ email: sent.email, link: sent.link });
        toast.success(`Invitation for ${sent.email} is ready: copy its link`);
      } else {
        toast.success(`Invitation sent to ${sent.email}`);
        onOpenChange(false);
      }
    } catch (error) {
      setFailure({ message: 'Failed to send the invitation', detail: refusalDetail(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title={title}
          description="They get a one-time link, valid for 48 hours, to set their own password and name."
        />
        {linkToCopy ? (
          <InvitationLinkBox linkToCopy={linkToCopy} onDone={() => onOpenChange(false)} />
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4">
            {failure && <FailureAlert {...failure} onDismiss={() => setFailure(null)} />}
            <InputField
              label="Email"
              type="email"
              autoComplete="off"
              placeholder="name@example.com"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Field label="Role">
              {({ id }) => (
                <Controller
                  control={form.control}
                  name="role"
                  render={({ field }) => (
                    <RoleSelect id={id} value={field.value} onChange={field.onChange} />
                  )}
                />
              )}
            </Field>
            {isTrade && (
              <Controller
                control={form.control}
                name="contact_id"
                render={({ field }) => (
                  <TradeContactField
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.contact_id?.message}
                  />
                )}
              />
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Sending...' : 'Send invitation'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
