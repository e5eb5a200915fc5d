import { TEST_EMAIL_REQUIRED, type TestEmailResult } from '@hrt/shared/schemas/ideas';
import { Inbox, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session-context';
import { useSendTestEmail } from '../api/send-test-email';

/** How mail is set up, as the test's answer describes it. */
function MailConfig({ config }: { config: TestEmailResult['email_config'] }) {
  const server = config.smtp_server
    ? `${config.smtp_server}${config.smtp_port ? `:${config.smtp_port}` : ''}`
    : 'Not configured (messages wait in the outbox)';
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">SMTP server</dt>
      <dd className="break-words">{server}</dd>
      <dt className="text-muted-foreground">SMTP user</dt>
      <dd>{config.smtp_username_configured ? 'Set' : 'Not set'}</dd>
      <dt className="text-muted-foreground">SMTP password</dt>
      <dd>{config.smtp_password_configured ? 'Set' : 'Not set'}</dd>
    </dl>
  );
}

/**
 * Admin's mail settings (decision 037): a test e-mail to any address, and how mail is configured.
 * It was a box inside Room Ideas, where it looked like a developer control.
 */
export function MailSettingsSection() {
  const session = useSession();
  const ownEmail = session.user?.email ?? '';
  const sendTestEmail = useSendTestEmail();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TestEmailResult | null>(null);

  function send() {
    const to = email.trim() || ownEmail;
    if (!to) return setProblem(TEST_EMAIL_REQUIRED);
    setProblem(null);
    sendTestEmail.mutate(to, {
      onSuccess: (answer) => {
        setResult(answer);
        if (answer.success) toast.success(answer.message);
      },
      onError: (cause) => {
        setResult(null);
        setProblem(errorMessage(cause, 'Failed to test email'));
      },
    });
  }

  return (
    <Card>
      <section aria-labelledby="mail-settings-heading">
        <CardHeader>
          <h2 id="mail-settings-heading" className="text-base font-semibold leading-tight">
            Mail settings
          </h2>
          <CardDescription>
            Invitations, access requests and price alerts are sent by e-mail. Send a test message to
            check that mail arrives; without an address it goes to you.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <form
            className="flex flex-wrap items-end gap-2"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <InputField
              label="Send a test e-mail to"
              type="email"
              className="min-w-0 flex-1 sm:max-w-xs"
              placeholder={ownEmail || 'name@example.com'}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={sendTestEmail.isPending}>
              <Send aria-hidden="true" />{' '}
              {sendTestEmail.isPending ? 'Sending...' : 'Send test e-mail'}
            </Button>
          </form>
          {problem && (
            <Alert kind="error" title="Test e-mail not sent" onDismiss={() => setProblem(null)}>
              {problem}
            </Alert>
          )}
          {result && !result.success && (
            <Alert
              kind="info"
              title="Mail is not being sent"
              action={
                <Button asChild size="sm" variant="outline">
                  <Link to={paths.adminOutbox.href()}>
                    <Inbox aria-hidden="true" /> Outbox
                  </Link>
                </Button>
              }
            >
              {result.message}
            </Alert>
          )}
          {result && <MailConfig config={result.email_config} />}
        </CardContent>
      </section>
    </Card>
  );
}
