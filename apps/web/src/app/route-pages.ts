import type { PathName } from '@/config/paths';
import { HomePage } from '@/features/landing/pages/home-page';
import { TimelinePage } from '@/features/timeline/pages/timeline-page';
import { lazyPage, type PageComponent } from './lazy-page';
import { warmRoute } from './route-warm-up';

/**
 * Each route's page, loaded on demand so the first visit downloads only the page it opens; the
 * route shows the page's fallback (its heading) meanwhile. The page modules belong to their
 * features; only their paths and export names are known here. The two pages a visitor opens
 * are the exception: in the app's first script they paint with the first render instead of
 * after a loading screen (a phone's LCP on / from 2.5 to 2.1-2.3 s, on /timeline from
 * 2.7 to 2.3 s), for 5.4 kB (gzipped) more on the other pages' first load. The landing page's
 * JavaScript stays under its 150 kB (landing.spec.ts).
 */
export const pages: Record<PathName, PageComponent> = {
  home: HomePage,
  login: lazyPage(() =>
    import('@/features/identity/sessions/pages/login-page').then((m) => m.LoginPage),
  ),
  requestAccess: lazyPage(() =>
    import('@/features/identity/allowlist/pages/request-access-page').then(
      (m) => m.RequestAccessPage,
    ),
  ),
  setup: lazyPage(() =>
    import('@/features/identity/owner-setup/pages/setup-page').then((m) => m.SetupPage),
  ),
  invite: lazyPage(() =>
    import('@/features/identity/invitations/pages/accept-invitation-page').then(
      (m) => m.AcceptInvitationPage,
    ),
  ),
  createAccount: lazyPage(() =>
    import('@/features/identity/allowlist/pages/create-account-page').then(
      (m) => m.CreateAccountPage,
    ),
  ),
  timeline: TimelinePage,
  rooms: lazyPage(() =>
    warmRoute('rooms')
      .then(() => import('@/features/build-components/pages/build-components-page'))
      .then((m) => m.BuildComponentsPage),
  ),
  component: lazyPage(() =>
    import('@/app/pages/component-detail-page').then((m) => m.ComponentDetailPage),
  ),
  expenses: lazyPage(() =>
    warmRoute('expenses')
      .then(() => import('@/features/expenses/pages/expenses-page'))
      .then((m) => m.ExpensesPage),
  ),
  extractExpenses: lazyPage(() =>
    import('@/features/extraction/pages/extract-expenses-page').then((m) => m.ExtractExpensesPage),
  ),
  schedule: lazyPage(() =>
    warmRoute('schedule')
      .then(() => import('@/features/schedule/pages/schedule-page'))
      .then((m) => m.SchedulePage),
  ),
  insurances: lazyPage(() =>
    import('@/features/insurance/pages/insurances-page').then((m) => m.InsurancesPage),
  ),
  creditTracking: lazyPage(() =>
    warmRoute('creditTracking')
      .then(() => import('@/features/credit/pages/credit-tracking-page'))
      .then((m) => m.CreditTrackingPage),
  ),
  contacts: lazyPage(() =>
    import('@/features/contacts/pages/contacts-page').then((m) => m.ContactsPage),
  ),
  contact: lazyPage(() => import('@/app/pages/contact-screen').then((m) => m.ContactScreen)),
  admin: lazyPage(() => import('@/app/pages/admin-screen').then((m) => m.AdminScreen)),
  adminOutbox: lazyPage(() =>
    import('@/features/mail-outbox/pages/outbox-page').then((m) => m.OutboxPage),
  ),
  trash: lazyPage(() => import('@/features/trash/pages/trash-page').then((m) => m.TrashPage)),
  myWork: lazyPage(() => import('@/features/my-work/pages/my-work-page').then((m) => m.MyWorkPage)),
};
