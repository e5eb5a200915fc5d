import type { OutgoingMail } from '../../../mail/mail-message.ts';

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
