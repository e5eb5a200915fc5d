import { AppError } from '@hrt/shared/errors';
import type { ComponentType } from '@hrt/shared/schemas/build-components';
import type { Database } from '../../db/client.ts';
import { findComponentRow } from './repository.ts';

/**
 * The one level of belonging (decision 057): a design item or service may belong to a room
 * that exists now; a room belongs to nothing, and nothing belongs to itself. Refused with 422
 * before anything is written. The room's row stays locked until the write's transaction ends,
 * so it cannot go to the trash in between.
 */
export async function assertParentAllowed(
  tx: Database,
  child: { id?: string; type: ComponentType; parentId: string | null | undefined },
): Promise<void> {
  if (!child.parentId) return;
  if (child.type === 'room') {
    throw new AppError('unprocessable', 'A room cannot belong to another room.');
  }
  if (child.parentId === child.id) {
    throw new AppError('unprocessable', 'A component cannot belong to itself.');
  }
  const parent = await findComponentRow(tx, child.parentId, { lock: 'no key update' });
  if (!parent) {
    throw new AppError('unprocessable', 'That room does not exist or is in the trash.');
  }
  if (parent.type !== 'room') {
    throw new AppError('unprocessable', 'Only a room can hold design items and services.');
  }
}
