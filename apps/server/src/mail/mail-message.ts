import { AppError } from '@hrt/shared/errors';
import { z } from 'zod';

/** What a feature hands the mailer. Names and subjects may come from user data. */
export interface OutgoingMail {
  to: string | { name?: string | undefined; address: string };
  subject: string;
  text: string;
  html?: string | undefined;
}

const MAX_NAME_LENGTH = 200;
const MAX_SUBJECT_LENGTH = 300;
const MAX_BODY_LENGTH = 200_000;

/**
 * Text that goes into a header (subject, display name) on one line: CR, LF and every other
 * control character become a space, so "Ann\r\nBcc: x@y" can never start a header of its own.
 */
function toHeaderText(value: string): string {
  return [...value]
    .map((char) => (isControlCharacter(char) ? ' ' : char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

const addressSchema = z.email();

/** A message ready to store and send; throws a 400 AppError when it cannot be sent at all. */
export function prepareMessage(mail: OutgoingMail) {
  const to = typeof mail.to === 'string' ? { address: mail.to } : mail.to;
  const address = to.address.trim();
  if (!addressSchema.safeParse(address).success) {
    throw new AppError('validation_failed', `"${toHeaderText(address)}" is not an e-mail address.`);
  }
  const name = to.name ? toHeaderText(to.name).slice(0, MAX_NAME_LENGTH) || undefined : undefined;
  const subject = toHeaderText(mail.subject).slice(0, MAX_SUBJECT_LENGTH);
  if (!subject) throw new AppError('validation_failed', 'A message needs a subject.');
  if (mail.text.length > MAX_BODY_LENGTH || (mail.html?.length ?? 0) > MAX_BODY_LENGTH) {
    throw new AppError('payload_too_large', 'The message body is too long.');
  }
  return { to: { name, address }, subject, text: mail.text, html: mail.html };
}

export type PreparedMessage = ReturnType<typeof prepareMessage>;
