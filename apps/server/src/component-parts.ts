import type { AppContext } from './app-context.ts';
import { deleteDocumentsOfComponent } from './modules/documents/component-documents.ts';

/**
 * What goes with a deleted component beyond the foreign keys' cascades, in one list like
 * scheduled-jobs.ts: documents depend on build-components (a document's component decides who
 * may edit it), so build-components learns of the documents here, not by importing them.
 */
export function registerComponentParts(ctx: AppContext) {
  ctx.componentPartRemovers = [deleteDocumentsOfComponent];
}
