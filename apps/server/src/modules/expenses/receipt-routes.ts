import { receiptsContract } from '@hrt/shared/contracts/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { readMultipartUpload } from '../files/uploads.ts';
import {
  assertCanAttachReceipt,
  attachReceipt,
  getReceiptUrl,
  removeReceipt,
} from './receipt-service.ts';

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, receiptsContract, {
    attach: async ({ principal, params, request }) => {
      // Refused before the upload is read when the expense or the right to edit it is missing.
      await assertCanAttachReceipt(ctx, principal, params.id);
      const upload = await readMultipartUpload(ctx, request, {
        fileField: 'file',
        kinds: ['image', 'pdf'],
        folder: 'receipts',
      });
      return attachReceipt(ctx, principal, { expenseId: params.id, file: upload.file });
    },
    getUrl: ({ principal, params }) => getReceiptUrl(ctx, principal, params.id),
    remove: ({ principal, params }) => removeReceipt(ctx, principal, params.id),
  });
};
