import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreditAccount,
  type CreditAccountFields,
  type CreditAccountFieldsInput,
  creditAccountFieldsSchema,
  creditMessages,
} from '@hrt/shared/schemas/credit';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { HistorySection } from '@/components/history/history-section';
import { refusalDetail } from '@/lib/api-client';
import { useSeesPersonalFinances } from '@/lib/auth/session-context';
import { useCreateAccount } from '../api/create-account';
import { useUpdateAccount } from '../api/update-account';
import { AccountFields } from './account-fields';

function initialValues(account: CreditAccount | null, owner: string): CreditAccountFieldsInput {
  if (!account) {
    return {
      account_name: '',
      account_type: 'credit_card',
      provider: '',
      owner,
      current_balance: undefined as unknown as number,
      credit_limit: null,
      monthly_payment: undefined,
      payment_due_date: undefined,
      interest_rate: null,
      is_active: true,
    };
  }
  return {
    account_name: account.account_name,
    account_type: account.account_type,
    provider: account.provider,
    owner: account.owner,
    current_balance: account.current_balance,
    credit_limit: account.credit_limit,
    monthly_payment: account.monthly_payment,
    payment_due_date: account.payment_due_date,
    interest_rate: account.interest_rate,
    is_active: account.is_active,
  };
}

/** Add or edit an account; the shared schema checks the same rules as the server. */
export function AccountDialog({
  open,
  onOpenChange,
  account,
  ownerOptions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: CreditAccount | null;
  ownerOptions: string[];
}) {
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  const seesFinances = useSeesPersonalFinances();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreditAccountFieldsInput, unknown, CreditAccountFields>({
    resolver: zodResolver(creditAccountFieldsSchema),
    defaultValues: initialValues(account, ownerOptions[0] ?? ''),
  });
  // An owner who is no longer an option (a member removed since) may be kept.
  const owners =
    account && !ownerOptions.includes(account.owner)
      ? [...ownerOptions, account.owner]
      : ownerOptions;

  // The form starts afresh when the dialog opens, never when the household's answer arrives
  // later: that would wipe what has been typed. A late answer only fills an empty owner.
  const defaultOwner = ownerOptions[0] ?? '';
  const defaultOwnerWhenOpened = useRef(defaultOwner);
  defaultOwnerWhenOpened.current = defaultOwner;
  useEffect(() => {
    if (!open) return;
    form.reset(initialValues(account, defaultOwnerWhenOpened.current));
    setFailure(null);
  }, [open, account, form]);
  useEffect(() => {
    if (open && defaultOwner && !form.getValues('owner')) form.setValue('owner', defaultOwner);
  }, [open, defaultOwner, form]);

  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      if (account) {
        await updateAccount.mutateAsync({
          id: account.id,
          body: { ...fields, updated_at: account.updated_at },
        });
      } else {
        await createAccount.mutateAsync(fields);
      }
      toast.success(account ? 'Account updated.' : 'Account added.');
      onOpenChange(false);
    } catch (error) {
      console.error('Credit: failed to save the account', error);
      setFailure(refusalDetail(error));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={account ? 'Edit Account' : 'Add Account'}
      onSubmit={submit}
      failure={failure === null ? null : { message: creditMessages.save, detail: failure }}
      onDismissFailure={() => setFailure(null)}
      submitting={form.formState.isSubmitting}
      submitLabel={account ? 'Save Changes' : 'Add Account'}
      after={
        // Accounts are personal finances: only the roles that may see them reach this dialog,
        // and only they may read an account's history.
        account &&
        seesFinances && (
          <HistorySection
            resourceType="credit_account"
            resourceId={account.id}
            className="border-t pt-3"
          />
        )
      }
    >
      <AccountFields form={form} owners={owners} />
    </FormDialog>
  );
}
