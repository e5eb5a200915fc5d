import { BackupsSection } from '@/features/admin/components/backups-section';
import { AdminPage } from '@/features/auth/pages/admin-page';

/** /admin: user management (auth feature) and backups (admin feature), composed here. */
export function AdminScreen() {
  return (
    <div className="grid gap-6">
      <AdminPage />
      <div className="mx-auto w-full max-w-4xl">
        <BackupsSection />
      </div>
    </div>
  );
}
