import { describe, expect, it } from 'vitest';
import * as policies from './policies.ts';
import {
  canEditComponentDocuments,
  canEditComponentType,
  canEditInsuranceCategory,
  canEditProjectBudget,
  canRestoreTrash,
  canSeeInsuranceCategory,
  canSeePersonalFinances,
  canUseTrash,
  type RestoreRule,
} from './policies.ts';
import { type Role, roles } from './roles.ts';

/**
 * Every row rule against every role, the answers written out by hand from
 * docs/domain.md#roles-and-permissions and #personal-finances and #trash, so that changing any
 * one rule for any one role fails here.
 */

type Answers = [
  owner: boolean,
  pm: boolean,
  bm: boolean,
  id: boolean,
  viewer: boolean,
  trade: boolean,
];
type Row = [rule: string, check: (role: Role) => boolean, expected: Answers];

/** The restore rule the server stores with each kind of deleted item. */
const deleted = {
  task: { capability: 'schedule.edit' },
  idea: { capability: 'content.edit' },
  creditAccount: { capability: 'finance.manage' },
  roomExpense: { capability: 'money.edit', component_type: 'room' },
  designExpense: { capability: 'money.edit', component_type: 'design' },
  serviceExpense: { capability: 'money.edit', component_type: 'service' },
  roomDocument: { capability: 'content.edit', component_type: 'room' },
  designDocument: { capability: 'content.edit', component_type: 'design' },
  contractorPolicy: { capability: 'contractor_insurance.edit', insurance_category: 'contractor' },
  personalPolicy: { capability: 'finance.manage', insurance_category: 'personal' },
} satisfies Record<string, RestoreRule>;

// biome-ignore format: a table reads down its columns
const table: Row[] = [
  //                                                                                            owner  PM     BM     ID     viewer trade
  ['canEditComponentType room',           (r) => canEditComponentType(r, 'room'),              [true,  true,  true,  false, false, false]],
  ['canEditComponentType design',         (r) => canEditComponentType(r, 'design'),            [true,  true,  true,  true,  false, false]],
  ['canEditComponentType service',        (r) => canEditComponentType(r, 'service'),           [true,  true,  true,  false, false, false]],
  ['canEditComponentDocuments room',      (r) => canEditComponentDocuments(r, 'room'),         [true,  true,  true,  false, false, false]],
  ['canEditComponentDocuments design',    (r) => canEditComponentDocuments(r, 'design'),       [true,  true,  true,  true,  false, false]],
  ['canEditComponentDocuments service',   (r) => canEditComponentDocuments(r, 'service'),      [true,  true,  true,  false, false, false]],
  ['canEditProjectBudget',                (r) => canEditProjectBudget(r),                      [true,  true,  true,  false, false, false]],
  ['canSeeInsuranceCategory contractor',  (r) => canSeeInsuranceCategory(r, 'contractor'),     [true,  true,  true,  true,  true,  true ]],
  ['canSeeInsuranceCategory personal',    (r) => canSeeInsuranceCategory(r, 'personal'),       [true,  true,  false, false, false, false]],
  ['canEditInsuranceCategory contractor', (r) => canEditInsuranceCategory(r, 'contractor'),    [true,  true,  true,  false, false, false]],
  ['canEditInsuranceCategory personal',   (r) => canEditInsuranceCategory(r, 'personal'),      [true,  true,  false, false, false, false]],
  ['canSeePersonalFinances',              (r) => canSeePersonalFinances(r),                    [true,  true,  false, false, false, false]],
  ['canUseTrash',                         (r) => canUseTrash(r),                               [true,  true,  true,  true,  false, false]],
  ['canRestoreTrash task',                (r) => canRestoreTrash(r, deleted.task),             [true,  true,  true,  false, false, false]],
  ['canRestoreTrash idea',                (r) => canRestoreTrash(r, deleted.idea),             [true,  true,  true,  true,  false, false]],
  ['canRestoreTrash credit account',      (r) => canRestoreTrash(r, deleted.creditAccount),    [true,  true,  false, false, false, false]],
  ['canRestoreTrash room expense',        (r) => canRestoreTrash(r, deleted.roomExpense),      [true,  true,  true,  false, false, false]],
  ['canRestoreTrash design expense',      (r) => canRestoreTrash(r, deleted.designExpense),    [true,  true,  true,  true,  false, false]],
  ['canRestoreTrash service expense',     (r) => canRestoreTrash(r, deleted.serviceExpense),   [true,  true,  true,  false, false, false]],
  ['canRestoreTrash room document',       (r) => canRestoreTrash(r, deleted.roomDocument),     [true,  true,  true,  false, false, false]],
  ['canRestoreTrash design document',     (r) => canRestoreTrash(r, deleted.designDocument),   [true,  true,  true,  true,  false, false]],
  ['canRestoreTrash contractor policy',   (r) => canRestoreTrash(r, deleted.contractorPolicy), [true,  true,  true,  false, false, false]],
  ['canRestoreTrash personal policy',     (r) => canRestoreTrash(r, deleted.personalPolicy),   [true,  true,  false, false, false, false]],
];

describe('row rules by role', () => {
  it('answer every role as the table says', () => {
    expect(roles).toEqual([
      'owner',
      'project_manager',
      'build_manager',
      'interior_designer',
      'viewer',
      'trade',
    ]);
    const answers = table.map(([rule, check]) => [rule, roles.map(check)]);
    expect(answers).toEqual(table.map(([rule, , expected]) => [rule, expected]));
  });

  it('cover every rule policies.ts exports', () => {
    const exported = Object.entries(policies)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    const tabled = [...new Set(table.map(([rule]) => rule.split(' ')[0]))].sort();
    expect(exported).toEqual(tabled);
  });
});
