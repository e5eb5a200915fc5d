import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Contact, ContactInput } from '@hrt/shared/schemas/contacts';
import { demoTrade } from './demo-accounts.ts';
import type { DemoPart } from './demo-seed.ts';

/** The three trades the household deals with most, each with the service it does. */
const contactFixtures: readonly (ContactInput & { service: string; login?: string })[] = [
  {
    name: 'Dan Whitmore',
    company: 'Brightwire Electrical',
    trade: 'Electrician',
    email: 'dan@brightwire.example',
    phone: '07700 900412',
    notes: 'NICEIC registered; sends the EICR by e-mail.',
    service: 'Electrical rewire',
    login: demoTrade.email,
  },
  {
    name: 'Gary Harris',
    company: 'Harris Heating',
    trade: 'Gas engineer',
    email: 'office@harrisheating.example',
    phone: '0161 496 0720',
    notes: 'Gas Safe 558210. Boiler warranty registered in our name.',
    service: 'Plumbing and heating',
  },
  {
    name: 'Kelly Moss',
    company: 'Smooth Walls Plastering',
    trade: 'Plasterer',
    email: 'kelly@smoothwalls.example',
    phone: '07700 900873',
    notes: 'Two labourers; needs the skip emptied before a skim.',
    service: 'Plastering',
  },
];

/**
 * The directory, written last: adding each contact links the expenses, contractor policy and
 * tasks that already name its company (as on an upgrade), and its service is set to it.
 */
export const seedContacts: DemoPart = async (seed) => {
  const components = (await seed.asOwner('GET', '/api/components')) as BuildComponent[];
  for (const { service, login, ...fields } of contactFixtures) {
    const contact = (await seed.asOwner('POST', '/api/contacts', fields)) as Contact;
    const component = components.find((candidate) => candidate.name === service);
    if (!component) throw new Error(`demo: no service ${service}`);
    await seed.asOwner('PATCH', `/api/components/service/${component.id}`, {
      contact_id: contact.id,
    });
    // The owner gives the trade its contact as Admin does; until now it could not sign in.
    if (login) {
      const query = new URLSearchParams({ email: login, role: 'trade', contact_id: contact.id });
      await seed.asOwner('POST', `/api/admin/users?${query}`);
    }
  }
};
