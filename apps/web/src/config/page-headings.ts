import type { PathName } from './paths';

export interface PageHeadingText {
  title: string;
  description: string;
  /** The width the page's frame gives it, so the heading stands where the page will put it. */
  frame?: string;
}

/**
 * The headings of the signed-in pages a phone opens most, in the app's first script: the page
 * shows its own heading while its code, its data and the session are still on their way
 * (decision 049), and then in the same place. Each page renders its heading from here too.
 */
export const pageHeadings = {
  rooms: { title: 'Rooms', description: 'Manage your renovation projects and track progress' },
  expenses: {
    title: 'All Expenses',
    description: 'Every cost across rooms, design items and services.',
  },
  // The page says how many tasks it holds once they are read; this is its line before that.
  schedule: {
    title: 'Project Schedule',
    description: 'Tasks by component, with their dependencies.',
  },
  creditTracking: {
    title: 'Credit Tracking',
    description: 'The cards, credit lines, loans and cash that pay for the renovation.',
    frame: 'mx-auto max-w-6xl',
  },
  insurances: {
    title: 'Insurance',
    description: 'Policies and their documents, with the days left before each one ends.',
    frame: 'mx-auto max-w-6xl',
  },
  contacts: {
    title: 'Contacts',
    description: 'The trades, suppliers and professionals working on the house.',
    frame: 'mx-auto max-w-6xl',
  },
  myWork: {
    title: 'My work',
    description: 'Your tasks, invoices, payments and documents.',
    frame: 'mx-auto max-w-6xl',
  },
} satisfies Partial<Record<PathName, PageHeadingText>>;

export function pageHeading(name: PathName): PageHeadingText | undefined {
  return (pageHeadings as Partial<Record<PathName, PageHeadingText>>)[name];
}
