import { type CreditAccount, creditMessages } from '@hrt/shared/schemas/credit';
import type { Household } from '@hrt/shared/schemas/settings';
import { ConfirmDelete } from '@/components/confirm-delete';
import { AccountDialog } from './account-dialog';
import { HouseholdDialog } from './household-dialog';
import { SetBalanceDialog } from './set-balance-dialog';

/**
 * The credit page's dialogs: set a balance, add or edit an account, the household (owner only)
 * and the delete confirmation. One module, loaded by the page when the first of them opens.
 */
export function CreditDialogs({
  settingBalance,
  onCloseBalance,
  editor,
  ownerOptions,
  household,
  householdOpen,
  onHouseholdOpenChange,
  deleting,
  onCloseDelete,
  onDelete,
}: {
  settingBalance: CreditAccount | null;
  onCloseBalance: () => void;
  editor: { open: boolean; setOpen: (open: boolean) => void; editing: CreditAccount | null };
  ownerOptions: string[];
  household: Household | undefined;
  householdOpen: boolean;
  onHouseholdOpenChange: (open: boolean) => void;
  deleting: CreditAccount | null;
  onCloseDelete: () => void;
  onDelete: (account: CreditAccount) => void;
}) {
  return (
    <>
      <SetBalanceDialog
        account={settingBalance}
        onOpenChange={(open) => !open && onCloseBalance()}
      />
      <AccountDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        account={editor.editing}
        ownerOptions={ownerOptions}
      />
      {household && (
        <HouseholdDialog
          open={householdOpen}
          onOpenChange={onHouseholdOpenChange}
          members={household.members}
        />
      )}
      <ConfirmDelete
        item={deleting}
        onClose={onCloseDelete}
        title="Delete credit account"
        description={creditMessages.confirmDelete}
        onConfirm={onDelete}
      />
    </>
  );
}
