import type { Transporter } from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
  from: { name: string | undefined; address: string };
  timeoutMs: number;
}

/** What one delivery needs; the header fields were made single-line by mail-message.ts. */
interface Envelope {
  to: { name: string | undefined; address: string };
  subject: string;
  text: string;
  html: string | undefined;
}

export interface MailTransport {
  deliver(envelope: Envelope): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, every wait bounded so a silent server cannot hold a delivery.
 * nodemailer (about 12 MB resident, decision 043) is loaded with the first mail, not at start.
 */
export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  let transport: Transporter | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    transport ??= nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.auth ? { auth: settings.auth } : {}),
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
    });
    return transport;
  };
  return {
    async deliver(envelope) {
      await (transport ?? (await open())).sendMail({
        from: nameAndAddress(settings.from),
        to: nameAndAddress(envelope.to),
        subject: envelope.subject,
        text: envelope.text,
        ...(envelope.html ? { html: envelope.html } : {}),
      });
    },
    close: () => transport?.close(),
  };
}

// Objects, not "Name <address>" strings: nodemailer then quotes and encodes the name itself
// instead of parsing a string that user data could shape.
function nameAndAddress(mailbox: { name: string | undefined; address: string }) {
  return { name: mailbox.name ?? '', address: mailbox.address };
}
