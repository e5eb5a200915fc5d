import { contactsContract } from '@hrt/shared/contracts/contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import {
  createContact,
  deleteContact,
  getContact,
  listContacts,
  updateContact,
} from './service.ts';
import { getContactWork } from './work.ts';

/** The household edits the directory; a trade reads only its own contact and work. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, contactsContract, {
    list: ({ principal, query }) => listContacts(ctx, principal, query),
    create: ({ principal, body }) => createContact(ctx, principal, body),
    get: ({ principal, params }) => getContact(ctx, principal, params.id),
    work: ({ principal, params }) => getContactWork(ctx, principal, params.id),
    update: ({ principal, params, body }) =>
      updateContact(ctx, principal, { id: params.id, changes: body }),
    remove: ({ principal, params }) => deleteContact(ctx, principal, params.id),
  });
};
