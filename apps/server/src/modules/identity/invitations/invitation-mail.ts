import type { Role } from '@hrt/shared/roles';
import { roleLabels } from '@hrt/shared/roles';
import type { OutgoingMail } from '../../../mail/mail-message.ts';

const formatExpiry = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);

/** The invitation e-mail: who invites, as what, and the one-time link with its deadline. */
export function invitationMail(values: {
  to: string;
  inviter: string;
  role: Role;
  link: string;
  expiresAt: Date;
}): OutgoingMail {
  return {
    to: values.to,
    subject: 'You are invited to the Home Renovation Tracker',
    text: [
      `${values.inviter} has invited you to the household's Home Renovation Tracker as ${roleLabels[values.role]}.`,
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
