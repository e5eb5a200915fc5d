import { formatCurrency } from '@hrt/shared/format';
import { type CreditAccount, setCreditBalanceSchema } from '@hrt/shared/schemas/credit';
import { parseAmountText } from '@hrt/shared/schemas/expense-dialog';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSetBalance } from '../api/set-balance';

/**
 * 'Set from statement': the balance read from a statement becomes the balance set, and the
 * payments recorded since start again from nothing (decision 031), even when the figure is the
 * one shown (the statement confirms it).
 */
export function SetBalanceDialog({
  account,
  onOpenChange,
}: {
  /** The account whose balance is set; null = closed. */
  account: CreditAccount | null;
  onOpenChange: (open: boolean) => void;
}) {
  const setBalance = useSetBalance();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!account) return;
    setText(String(account.current_balance));
    setError(undefined);
    setFailure(null);
  }, [account]);

  async function submit() {
    if (!account) return;
    const parsed = setCreditBalanceSchema.safeParse({
      balance: parseAmountText(text),
      updated_at: account.updated_at,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the balance in pounds.');
      return;
    }
    try {
      await setBalance.mutateAsync({ id: account.id, body: parsed.data });
      toast.success(
        `Balance of ${account.account_name} set to ${formatCurrency(parsed.data.balance)}.`,
      );
      onOpenChange(false);
    } catch (cause) {
      setFailure(errorMessage(cause, 'Failed to set the balance. Please try again.'));
    }
  }

  return (
    <FormDialog
      open={Boolean(account)}
      onOpenChange={onOpenChange}
      title={account ? `Set the balance of ${account.account_name}` : 'Set the balance'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      failure={failure ? { message: failure } : null}
      onDismissFailure={() => setFailure(null)}
      submitting={setBalance.isPending}
      submitLabel="Set balance"
    >
      <Field
        label="Balance on the statement (£)"
        error={error}
        hint="Payments recorded from now on move the balance from this figure. Below zero for a card in credit."
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="number"
            step="0.01"
            inputMode="decimal"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}
