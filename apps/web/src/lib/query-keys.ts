/**
 * Query keys that more than one feature reads or invalidates. Features never import each
 * other, so the keys they share live here (e.g. an expense write refreshes component summaries).
 */
export const queryKeys = {
  components: ['components'] as const,
  expenses: ['expenses'] as const,
  expenseList: (componentId?: string) => ['expenses', componentId ?? 'all'] as const,
  expenseSummaries: ['expense-summaries'] as const,
  expenseSummary: (componentId: string) => ['expense-summary', componentId] as const,
  expenseSummaryAll: ['expense-summary'] as const,
  /** Under expenseSummaryAll, so every expense write refreshes it with the rest. */
  projectExpenseSummary: ['expense-summary', 'project'] as const,
  /** Every credit query (accounts, summary, an account's expenses) starts with this. */
  creditAccounts: ['credit-accounts'] as const,
  creditAccountList: ['credit-accounts', 'list'] as const,
  creditSummary: ['credit-accounts', 'summary'] as const,
  creditAccountExpenses: (accountId: string) => ['credit-accounts', 'expenses', accountId] as const,
  household: ['household'] as const,
  /** The project's budget and contingency (settings); someone else's change refreshes it. */
  projectBudget: ['project-budget'] as const,
  /** Every component's documents; the live stream refreshes them on someone else's change. */
  documents: ['documents'] as const,
  /** The owner's allowlist (Admin page, the home page's guided start). */
  allowlist: ['admin', 'users'] as const,
  /** The bell: the unread count and the feed; every change refreshes them. */
  notifications: ['notifications'] as const,
  /** Every component's ideas; the live stream refreshes them on someone's change. */
  ideas: ['ideas'] as const,
  /** Price monitoring of ideas (items and settings); an idea's change refreshes it too. */
  priceMonitoring: ['price-monitoring'] as const,
  insurances: ['insurances'] as const,
  /** Every contact query (the list, a search, a contact's page) starts with this. */
  contacts: ['contacts'] as const,
  contactList: (q = '') => ['contacts', 'list', q] as const,
  /** Every task on the schedule (all pages of GET /api/tasks); AI planning writes refresh it. */
  tasks: ['tasks'] as const,
  /** The journal and everything that shows it (timeline page, home page card). */
  timeline: ['timeline'] as const,
  timelineEntries: ['timeline', 'entries'] as const,
  /** Every item's 'History'; a change to an item of a type refreshes the open ones. */
  history: ['history'] as const,
  historyOf: (resourceType: string, resourceId: string) =>
    ['history', resourceType, resourceId] as const,
  /** The trash list and the delete confirmations' previews of what would go with an item. */
  trash: ['trash'] as const,
  trashPreview: (resourceType: string, id: string) =>
    ['trash', 'preview', resourceType, id] as const,
};

/**
 * What a component takes with it to the trash and brings back on a restore: its expenses (and
 * the accounts that paid them), documents, ideas and tasks, and every total they feed.
 */
export const componentContentsKeys = [
  queryKeys.components,
  queryKeys.expenses,
  queryKeys.expenseSummaries,
  queryKeys.expenseSummaryAll,
  queryKeys.creditAccounts,
  queryKeys.documents,
  queryKeys.ideas,
  queryKeys.priceMonitoring,
  queryKeys.tasks,
] as const;
