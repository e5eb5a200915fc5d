import { householdSchema, updateHouseholdSchema } from '../schemas/settings.ts';
import { defineContract } from './endpoint.ts';

/** The household's settings: its members, whose names (with 'Joint') own the credit accounts. */
export const settingsContract = defineContract('settings', {
  getHousehold: {
    method: 'GET',
    path: '/api/settings/household',
    access: 'finance.manage',
    summary: "The household's members and the owner options of an account",
    responses: { 200: householdSchema },
    errors: [],
  },
  updateHousehold: {
    method: 'PUT',
    path: '/api/settings/household',
    access: 'users.manage',
    summary: "Name the household's members (owner only); a renamed member keeps their accounts",
    body: updateHouseholdSchema,
    responses: { 200: householdSchema },
    errors: ['conflict'],
  },
});
