import { BackupsSection } from '@/features/admin/components/backups-section';
import { AdminPage } from '@/features/auth/pages/admin-page';
import { MailSettingsSection } from '@/features/mail-outbox/components/mail-settings-section';

/** /admin: user management (auth feature), mail settings and backups, composed here. */
export function AdminScreen() {
  return (
    <div className="grid gap-6">
      <AdminPage />
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <MailSettingsSection />
        <BackupsSection />
      </div>
    </div>
  );
}
