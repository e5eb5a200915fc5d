import { z } from 'zod';

/**
 * The `contact_id` a service, expense, contractor policy or task carries: a contact's id, or
 * null for none. In a module of its own so those schemas need not import the contacts' page
 * shape, which imports them.
 */
export const contactIdField = z.uuid('Choose a contact from the list.').nullable();
