import type { Role } from '@hrt/shared/roles';
import { roleLabels } from '@hrt/shared/roles';
import type { OutgoingMail } from '../../mail/mail-message.ts';

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

/**
 * The digest each owner gets about the access requests waiting. The addresses are anyone's
 * choice (the request form is open to all), so they stay out of the subject, where a mail
 * client would show them as if the app said them.
 */
export function accessRequestDigestMail(values: {
  to: string;
  /** The newest waiting requests' e-mails, newest first. */
  listed: readonly string[];
  waiting: number;
  /** Set when the waiting list is full: further requests from strangers are not kept. */
  full: boolean;
  adminUrl: string;
}): OutgoingMail {
  const more = values.waiting - values.listed.length;
  return {
    to: values.to,
    subject: 'Access requests are waiting in the Home Renovation Tracker',
    text: [
      `${values.waiting === 1 ? '1 person has' : `${values.waiting} people have`} asked for access to your Home Renovation Tracker:`,
      '',
      ...values.listed.map((email) => `  ${email}`),
      ...(more > 0 ? [`  and ${more} more`] : []),
      '',
      `Approve with a role (and send an invitation) or decline under Pending access requests in Admin: ${values.adminUrl}`,
      ...(values.full
        ? [
            '',
            'The list is full: new requests from people who are not signed in are not kept until you approve or decline some.',
          ]
        : []),
      '',
      'You get this mail at most once an hour, when someone new has asked.',
    ].join('\n'),
  };
}
