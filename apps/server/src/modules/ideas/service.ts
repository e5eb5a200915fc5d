import type { Readable } from 'node:stream';
import { AppError } from '@hrt/shared/errors';
import type { CreateIdeaInput, ExtractedPreview, Idea } from '@hrt/shared/schemas/ideas';
import { createIdeaSchema } from '@hrt/shared/schemas/ideas';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import type { ChatModel } from '../../ai/openai-compatible.ts';
import type { AppContext, TrashHook } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import { onMissingChoice } from '../../db/write-guards.ts';
import type { Principal } from '../../http/access.ts';
import type { Logger } from '../../http/logger.ts';
import { validationError } from '../../http/validation-error.ts';
import { safeFetch } from '../../net/safe-fetch.ts';
import { type ActivityRecord, writeChange } from '../activity/write-change.ts';
import { moveToTrash } from '../trash/service.ts';
import { chooseWithModel } from './model-choice.ts';
import { keepPictureCopy, type PictureCopier, verifyPictureSignature } from './picture-copy.ts';
import { toIdea } from './presenter.ts';
import { runPageJob } from './reader/run-page-job.ts';
import {
  findIdeaRow,
  findPictureKeys,
  type IdeaRow,
  insertIdeaRow,
  listIdeaRows,
} from './repository.ts';

/** What fetching needs from the configuration: FETCH_ALLOW_HOSTS. */
export interface FetchSettings {
  fetchAllowHosts: readonly string[];
}

/**
 * What the ideas' services use of the app context; fetching needs only FETCH_ALLOW_HOSTS of the
 * configuration, and a request that reads a shop page hands in its logger and page model.
 */
export type IdeaDeps = Pick<
  AppContext,
  'database' | 'fileStore' | 'signingSecret' | 'trashHooks'
> & {
  config: FetchSettings;
  log?: Logger | undefined;
};

export async function listIdeas(
  deps: Pick<IdeaDeps, 'database' | 'signingSecret'>,
  _principal: Principal,
  query: { component_id: string },
): Promise<Idea[]> {
  return (await listIdeaRows(deps.database.db, query.component_id)).map((row) =>
    toIdea(row, deps.signingSecret),
  );
}

const isHtml = (type: string) =>
  type === '' || type.startsWith('text/html') || type.startsWith('application/xhtml+xml');

/**
 * Fetches a shop page through the SSRF-safe client and reads it into a preview in a reader
 * thread (never on the event loop: see reader/run-page-job.ts). Pasting a link and the
 * scheduled price check both come through here.
 */
export async function readShopPage(settings: FetchSettings, url: string, log?: Logger) {
  const page = await safeFetch(url, {
    allowHosts: settings.fetchAllowHosts,
    acceptContentType: isHtml,
  });
  if (page.status >= 400) {
    throw new AppError('fetch_failed', `The shop answered with an error (HTTP ${page.status}).`);
  }
  const outcome = await runPageJob({
    bytes: page.body,
    contentType: page.contentType,
    pageUrl: page.url,
  });
  if (!outcome.ok) {
    if (outcome.internal) log?.warn({ reason: outcome.internal }, 'shop page could not be read');
    throw new AppError('no_product_found', outcome.message);
  }
  return outcome.reading;
}

/**
 * Extract idea details from a URL: stores nothing; the user edits the preview and saves. With
 * a model configured, a page the rules could not read with confidence is put to it (it can
 * only pick one of the page's own prices: model-choice.ts).
 */
export async function extractIdea(
  deps: Pick<IdeaDeps, 'config' | 'log'> & { pageModel?: ChatModel | undefined },
  _principal: Principal,
  { url }: { url: string },
): Promise<ExtractedPreview> {
  const { log, pageModel } = deps;
  const reading = await readShopPage(deps.config, url, log);
  return pageModel ? chooseWithModel(pageModel, reading, url, log) : reading.preview;
}

/**
 * Saves an idea. With a copier, its picture is copied into the app's storage first (outside
 * the transaction: a slow shop must not hold a database transaction open); a copy whose row
 * never commits is removed here, or by the storage sweep if the process dies first.
 */
export async function createIdea(
  deps: Pick<IdeaDeps, 'config' | 'database' | 'fileStore' | 'log' | 'signingSecret'>,
  principal: Principal,
  input: CreateIdeaInput,
): Promise<Idea> {
  const { db } = deps.database;
  const pictures: PictureCopier = {
    fileStore: deps.fileStore,
    signingSecret: deps.signingSecret,
    fetchAllowHosts: deps.config.fetchAllowHosts,
    log: deps.log,
  };
  const parsed = createIdeaSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const fields = parsed.data;
  const imageKey = fields.image_url ? await keepPictureCopy(pictures, fields.image_url) : null;
  try {
    return await insertIdea(db, principal, fields, imageKey, pictures);
  } catch (error) {
    if (imageKey) await pictures.fileStore.delete(imageKey).catch(() => undefined);
    throw error;
  }
}

async function insertIdea(
  db: Database,
  principal: Principal,
  fields: CreateIdeaInput,
  imageKey: string | null,
  pictures: PictureCopier,
): Promise<Idea> {
  return writeChange(db, principal.email, async (tx) => {
    const now = new Date();
    const row = await insertIdeaRow(tx, {
      componentId: fields.component_id,
      name: fields.name,
      description: fields.description,
      price: fields.price,
      currency: fields.currency,
      url: fields.url,
      imageUrl: fields.image_url,
      imageKey,
      retailer: fields.retailer,
      tags: fields.tags,
      createdAt: now,
      updatedAt: now,
      createdBy: principal.email,
    }).catch(onMissingChoice('component', ['component_id']));
    return {
      result: toIdea(row, pictures.signingSecret),
      activity: { action: 'created', resourceType: 'idea', resourceName: row.name },
    };
  });
}

/** Moves an idea to the trash with its price checks; its picture copy stays until the purge. */
export async function deleteIdea(
  deps: Pick<IdeaDeps, 'database' | 'trashHooks'>,
  principal: Principal,
  id: string,
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const current = await findIdeaRow(tx, id);
    if (!current) throw ideaNotFound();
    const activity: ActivityRecord = {
      action: 'deleted',
      resourceType: 'idea',
      resourceName: current.name,
      resourceId: id,
    };
    const entry = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
      resourceType: 'idea',
      id,
      name: current.name,
      restoreRule: { capability: 'content.edit' },
      activity,
    });
    return { result: entry, activity };
  });
}

/**
 * The kept copy of an idea's picture, for a signed link: the signature is the permission (an
 * <img> sends no bearer token), given to someone who was shown the idea.
 */
export async function openKeptPicture(
  deps: Pick<IdeaDeps, 'database' | 'fileStore' | 'signingSecret'>,
  link: { id: string; expires: number; signature: string },
): Promise<{ stream: Readable }> {
  const { id } = link;
  if (!verifyPictureSignature(deps.signingSecret, id, link.expires, link.signature)) {
    throw new AppError('forbidden', 'This picture link is invalid or has expired.');
  }
  const idea = await requireIdea(deps.database.db, id);
  if (!idea.imageKey) throw new AppError('not_found', 'This idea has no kept picture.');
  return { stream: await deps.fileStore.open(idea.imageKey) };
}

export async function requireIdea(db: Database, id: string): Promise<IdeaRow> {
  const row = await findIdeaRow(db, id);
  if (!row) throw ideaNotFound();
  return row;
}

function ideaNotFound() {
  return new AppError('not_found', 'No idea with this id was found.');
}

/**
 * Which of these storage keys are an idea's own copy of its shop picture (picture-copy.ts):
 * the start-up sweep must keep them although no stored file row points at them.
 */
export async function findKeptPictureKeys(deps: DatabaseDeps, keys: string[]): Promise<string[]> {
  return findPictureKeys(databaseOf(deps), keys);
}

/** An idea in the trash keeps its picture copy until the purge. */
export const ideaTrashHook: TrashHook = {
  storageKeys: (rows) => rows.flatMap((row) => (row.image_key ? [String(row.image_key)] : [])),
};
