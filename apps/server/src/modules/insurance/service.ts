import { AppError } from '@hrt/shared/errors';
import {
  canEditInsuranceCategory,
  canSeeInsuranceCategory,
  type InsuranceCategory,
} from '@hrt/shared/policies';
import {
  createInsuranceFieldsSchema,
  INSURANCE_FILE_EXTENSIONS,
  type Insurance,
  type InsuranceFields,
  insuranceCategories,
  type updateInsuranceSchema,
} from '@hrt/shared/schemas/insurance';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { ownContactOf } from '../../http/trade-scope.ts';
import { validationError } from '../../http/validation-error.ts';
import { type ActivityRecord, writeChange, writeFreshUpdate } from '../activity/write-change.ts';
import { checkLinkedContact } from '../contacts/linked-contact.ts';
import { signFileUrl } from '../files/signed-urls.ts';
import { commitPendingFile, discardPendingFile, type MultipartUpload } from '../files/uploads.ts';
import { moveToTrash } from '../trash/service.ts';
import { isAcceptedInsuranceFile } from './file-types.ts';
import {
  findInsuranceWithFile,
  type InsuranceWithFile,
  listInsuranceWithFiles,
} from './policy-files.ts';
import { toInsurance } from './presenter.ts';
import {
  findPolicyIdsOfContact,
  type InsuranceInsert,
  type InsuranceRow,
  insertInsuranceRow,
  updateInsuranceRow,
} from './repository.ts';

/** What the insurance policies' services use of the app context. */
export type InsuranceDeps = Pick<
  AppContext,
  'database' | 'fileStore' | 'signingSecret' | 'trashHooks'
>;

/**
 * The policies the principal may see: contractor ones for everyone, personal ones only for
 * the roles that see personal finances (docs/domain.md#personal-finances); a trade only its
 * own contractor policies.
 */
export async function listInsurances(
  deps: Pick<InsuranceDeps, 'database'>,
  principal: Principal,
  { category }: { category?: InsuranceCategory | undefined },
): Promise<Insurance[]> {
  const visible = insuranceCategories.filter(
    (candidate) =>
      canSeeInsuranceCategory(principal.role, candidate) && (!category || candidate === category),
  );
  if (category && !visible.length) throw forbidden();
  const contactId = ownContactOf(principal) ?? undefined;
  return (await listInsuranceWithFiles(deps.database.db, visible, contactId)).map(toInsurance);
}

/** Adds a policy with its document (multipart: the fields and `file`, required when adding). */
export async function createInsurance(
  deps: Pick<InsuranceDeps, 'database' | 'fileStore'>,
  principal: Principal,
  upload: MultipartUpload,
): Promise<Insurance> {
  const pending = upload.file;
  try {
    const parsed = createInsuranceFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) throw validationError(parsed.error);
    const fields = parsed.data;
    assertCanEdit(principal, fields.insurance_category);
    if (!pending) {
      const message = 'Choose the policy document to upload.';
      throw new AppError('validation_failed', message, { file: [message] });
    }
    if (!isAcceptedInsuranceFile(pending.clientName, pending.contentType)) {
      throw new AppError(
        'unsupported_media_type',
        `A policy document must be a ${INSURANCE_FILE_EXTENSIONS.join(', ')} file whose contents match its name.`,
      );
    }
    return await commitPendingFile(deps, pending, principal.email, async (tx, file) => {
      const contact = await checkPolicyContact(tx, fields);
      const now = new Date();
      const policy = await insertInsuranceRow(tx, {
        ...toColumns(fields, contact, null),
        fileId: file.id,
        createdAt: now,
        updatedAt: now,
        createdBy: principal.email,
      });
      return {
        result: toInsurance({ policy, file }),
        activity: insuranceActivity('created', policy),
      };
    });
  } catch (error) {
    await discardPendingFile(deps, pending);
    throw error;
  }
}

/** Changes a policy's fields; its document stays. */
export async function updateInsurance(
  deps: Pick<InsuranceDeps, 'database'>,
  principal: Principal,
  { id, changes: input }: { id: string; changes: z.output<typeof updateInsuranceSchema> },
): Promise<Insurance> {
  const row = await writeFreshUpdate(deps.database.db, principal.email, {
    lock: async (tx) => {
      const current = await lockEditablePolicy(tx, principal, id);
      // Moving a policy between categories needs the right to edit both.
      assertCanEdit(principal, input.insurance_category);
      return current;
    },
    version: (current) => current.policy.updatedAt,
    seen: input.updated_at,
    what: 'insurance document',
    row: { table: 'insurance_policies', id },
    write: async (tx, current, updatedAt) => {
      const endDateChanged = current.policy.endDate !== input.end_date;
      const contact = await checkPolicyContact(tx, input);
      const policy = await updateInsuranceRow(tx, id, {
        ...toColumns(input, contact, current.policy),
        // A renewed policy (a new end date) gets its reminders again.
        ...(endDateChanged ? { reminder30SentAt: null, reminder7SentAt: null } : {}),
        updatedAt,
      });
      return {
        result: { policy, file: current.file },
        activity: insuranceActivity('updated', policy),
      };
    },
  });
  return toInsurance(row);
}

export async function deleteInsurance(
  deps: Pick<InsuranceDeps, 'database' | 'trashHooks'>,
  principal: Principal,
  id: string,
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const current = await lockEditablePolicy(tx, principal, id);
    const activity = insuranceActivity('deleted', current.policy);
    const category = current.policy.category as InsuranceCategory;
    const entry = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
      resourceType: 'insurance',
      id,
      name: activity.resourceName ?? current.policy.provider,
      restoreRule: {
        capability: category === 'personal' ? 'finance.manage' : 'contractor_insurance.edit',
        insurance_category: category,
      },
      activity,
    });
    return { result: entry, activity };
  });
}

/** A short-lived signed link to the policy's document, opened in a new tab. */
export async function getInsuranceFileUrl(
  deps: Pick<InsuranceDeps, 'database' | 'signingSecret'>,
  principal: Principal,
  id: string,
): Promise<{ file_url: string }> {
  const row = await findInsuranceWithFile(deps.database.db, id);
  if (!row) throw notFound();
  assertCanSee(principal, row.policy.category as InsuranceCategory);
  const own = ownContactOf(principal);
  // Another contact's policy answers as if missing, so its id tells a trade nothing.
  if (own !== null && row.policy.contactId !== own) throw notFound();
  return { file_url: signFileUrl(deps.signingSecret, row.file.id) };
}

/** The policy, locked for a write by someone who may see it (else 404) and edit it (else 403). */
async function lockEditablePolicy(
  tx: Database,
  principal: Principal,
  id: string,
): Promise<InsuranceWithFile> {
  const current = await findInsuranceWithFile(tx, id, { forUpdate: true });
  if (!current) throw notFound();
  assertCanSee(principal, current.policy.category as InsuranceCategory);
  assertCanEdit(principal, current.policy.category as InsuranceCategory);
  return current;
}

/** A contractor policy's contact, checked (422 when unknown); a personal policy has none. */
function checkPolicyContact(tx: Database, fields: InsuranceFields) {
  return fields.insurance_category === 'contractor'
    ? checkLinkedContact(tx, fields.contact_id)
    : Promise.resolve(undefined);
}

/**
 * The stored columns. A contact left out keeps the stored one (`current`), none on a create; an
 * empty contractor name is the contact's label.
 */
function toColumns(
  fields: InsuranceFields,
  contact: { label: string } | undefined,
  current: Pick<InsuranceRow, 'contactId'> | null,
): Omit<InsuranceInsert, 'id' | 'fileId'> {
  const contractor = fields.insurance_category === 'contractor';
  const contactId =
    fields.contact_id === undefined ? (current?.contactId ?? null) : fields.contact_id;
  return {
    insuranceType: fields.insurance_type,
    provider: fields.provider,
    policyNumber: fields.policy_number,
    startDate: fields.start_date,
    endDate: fields.end_date,
    coverageAmount: fields.coverage_amount,
    description: fields.description,
    // A personal policy has no contractor.
    contractorName: contractor ? fields.contractor_name || contact?.label || null : null,
    contactId: contractor ? contactId : null,
    category: fields.insurance_category,
  };
}

/** Personal policies are heard of only by the roles that see personal finances. */
function insuranceActivity(action: ActivityRecord['action'], policy: InsuranceRow): ActivityRecord {
  const name = policy.contractorName
    ? `${policy.contractorName}: ${policy.insuranceType}`
    : `${policy.insuranceType} (${policy.provider})`;
  return {
    action,
    resourceType: 'insurance',
    resourceName: name,
    resourceId: policy.id,
    ...(policy.category === 'personal' ? { audience: 'finance' as const } : {}),
  };
}

/**
 * A policy the principal may not see answers exactly like an unknown id (404, decision 019),
 * so its id tells nothing: 403 would confirm that a personal policy with that id exists.
 */
function assertCanSee(principal: Principal, category: InsuranceCategory) {
  if (!canSeeInsuranceCategory(principal.role, category)) throw notFound();
}

function assertCanEdit(principal: Principal, category: InsuranceCategory) {
  if (!canEditInsuranceCategory(principal.role, category)) throw forbidden();
}

function forbidden() {
  return new AppError('forbidden', 'Your role does not allow this action.');
}

function notFound() {
  return new AppError('not_found', 'No insurance document with this id was found.');
}

/** A contact's contractor policies: what a trade hears of (decision 065). */
export async function listPolicyIdsOfContact(
  deps: Pick<InsuranceDeps, 'database'>,
  contactId: string,
): Promise<string[]> {
  return findPolicyIdsOfContact(deps.database.db, contactId);
}
