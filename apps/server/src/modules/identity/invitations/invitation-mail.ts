import type { Role } from '@hrt/shared/roles';
import { roleLabels } from '@hrt/shared/roles';
import type { OutgoingMail } from '../../../mail/mail-message.ts';

const formatExpiry = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);

/** As what the person is invited: a trade also for whom it works. */
function invitedAs(role: Role, contactName: string | null): string {
  const label = roleLabels[role];
  return role === 'trade' && contactName ? `${label} for ${contactName}` : label;
}

/**
 * The invitation e-mail: who invites, as what (a trade, for which contact), and the one-time
 * link with its deadline.
 */
export function invitationMail(values: {
  to: string;
  inviter: string;
  role: Role;
  contactName?: string | null;
  link: string;
  expiresAt: Date;
}): OutgoingMail {
  return {
    to: values.to,
    subject: 'You are invited to the Home Renovation Tracker',
    text: [
      `${values.inviter} has invited you to the household's Home Renovation Tracker as ${invitedAs(values.role, values.contactName ?? null)}.`,
      '',
      'Open this link to choose your own password and display name:',
      values.link,
      '',
      `The link works once, until ${formatExpiry(values.expiresAt)} UTC (48 hours). If it has expired, ask ${values.inviter} to send it again.`,
      '',
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
  };
}
