import { formatDate } from '@hrt/shared/format';
import type { MailMessage } from '@hrt/shared/schemas/mail';
import { MailStatusBadge } from './mail-status-badge';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The messages of one page, newest first; each opens to show its text. */
export function OutboxList({ messages }: { messages: MailMessage[] }) {
  return (
    <ul aria-label="Messages" className="grid gap-3">
      {messages.map((message) => (
        <li key={message.id} className="rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-0.5">
              <p className="break-words font-medium">{message.subject}</p>
              <p className="break-all text-sm text-muted-foreground">
                To {message.to_name ? `${message.to_name} <${message.to}>` : message.to}
              </p>
            </div>
            <MailStatusBadge message={message} />
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            <time dateTime={message.created_at}>
              {formatDate(message.created_at)}, {time.format(new Date(message.created_at))}
            </time>
            {message.attempts > 0 &&
              ` · ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`}
          </p>
          {message.last_error && message.status !== 'sent' && (
            <p className="mt-1 break-words text-sm text-destructive">
              Last error: {message.last_error}
            </p>
          )}
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-primary">
              Show message
            </summary>
            <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-sans text-sm">
              {message.text}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
