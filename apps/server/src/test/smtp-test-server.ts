import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

interface ReceivedMail {
  /** What the SMTP conversation said: MAIL FROM and every RCPT TO (the real recipients). */
  envelope: { from: string | undefined; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  /** Answer RCPT TO with this SMTP code from now on (undefined: accept). */
  rejectRecipients(code: number | undefined): void;
  /** Resolves with the next message to arrive (or one already waiting). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real SMTP receiver (smtp-server) on loopback; each message is parsed with mailparser, so a
 * test reads back exactly what a mail client would see. `auth` makes it insist on a login;
 * `rejectRecipient` answers RCPT TO with that SMTP code.
 */
export async function startSmtpTestServer(
  options: { auth?: { user: string; pass: string }; rejectRecipient?: number } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let rejectCode = options.rejectRecipient;
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const serverOptions: SMTPServerOptions = {
    // Plain SMTP on loopback: no certificate to trust in tests.
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      if (!ok) return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (!rejectCode) return callback();
      const error = Object.assign(new Error(`Mailbox ${address.address} refused`), {
        responseCode: rejectCode,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          raw,
          parsed: await simpleParser(raw),
        };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else received.push(mail);
        callback();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as net.AddressInfo).port));
  });
  return {
    port,
    received,
    rejectRecipients: (code) => {
      rejectCode = code;
    },
    nextMail(timeoutMs = 10_000) {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No mail arrived')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    env: (extra = {}) => ({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_FROM: 'Renovation <reno@example.com>',
      ...(options.auth ? { SMTP_USER: options.auth.user, SMTP_PASS: options.auth.pass } : {}),
      ...extra,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server that accepts connections and never says a word (an SMTP server that hangs). */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
