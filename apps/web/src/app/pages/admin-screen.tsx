import { BackupsSection } from '@/features/backup/components/backups-section';
import { UserManagementPage } from '@/features/identity/allowlist/pages/user-management-page';
import { MailSettingsSection } from '@/features/mail-outbox/components/mail-settings-section';

/** /admin: user management (identity feature), mail settings and backups, composed here. */
export function AdminScreen() {
  return (
    <div className="grid gap-6">
      <UserManagementPage />
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <MailSettingsSection />
        <BackupsSection />
      </div>
    </div>
  );
}
