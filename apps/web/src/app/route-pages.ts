import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';

type PageLoader = () => Promise<ComponentType>;

/**
 * Each route's page, loaded on demand so the first visit downloads only the page it opens.
 * The page modules belong to their features; only their paths and export names are known here.
 */
export const pageLoaders: Record<PathName, PageLoader> = {
  home: () => import('@/features/landing/pages/home-page').then((m) => m.HomePage),
  login: () => import('@/features/auth/pages/login-page').then((m) => m.LoginPage),
  requestAccess: () =>
    import('@/features/auth/pages/request-access-page').then((m) => m.RequestAccessPage),
  setup: () => import('@/features/auth/pages/setup-page').then((m) => m.SetupPage),
  invite: () =>
    import('@/features/auth/pages/accept-invitation-page').then((m) => m.AcceptInvitationPage),
  createAccount: () =>
    import('@/features/auth/pages/create-account-page').then((m) => m.CreateAccountPage),
  timeline: () => import('@/features/timeline/pages/timeline-page').then((m) => m.TimelinePage),
  rooms: () => import('@/features/build-components/pages/rooms-page').then((m) => m.RoomsPage),
  component: () => import('@/app/pages/component-detail-page').then((m) => m.ComponentDetailPage),
  expenses: () => import('@/features/expenses/pages/expenses-page').then((m) => m.ExpensesPage),
  extractExpenses: () =>
    import('@/features/extraction/pages/extract-expenses-page').then((m) => m.ExtractExpensesPage),
  schedule: () => import('@/features/schedule/pages/schedule-page').then((m) => m.SchedulePage),
  insurances: () =>
    import('@/features/insurance/pages/insurances-page').then((m) => m.InsurancesPage),
  creditTracking: () =>
    import('@/features/credit/pages/credit-tracking-page').then((m) => m.CreditTrackingPage),
  admin: () => import('@/app/pages/admin-screen').then((m) => m.AdminScreen),
  adminOutbox: () => import('@/features/mail-outbox/pages/outbox-page').then((m) => m.OutboxPage),
  trash: () => import('@/features/trash/pages/trash-page').then((m) => m.TrashPage),
};
