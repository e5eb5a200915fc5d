import { calendarSettingSchema, workingCalendarSchema } from '../schemas/calendar.ts';
import { projectBudgetSchema, updateProjectBudgetSchema } from '../schemas/project-budget.ts';
import { householdSchema, updateHouseholdSchema } from '../schemas/settings.ts';
import { defineContract } from './endpoint.ts';

/**
 * The household's settings: its members, whose names (with 'Joint') own the credit accounts, its
 * working calendar (the days work happens on and the public holidays), and the project's budget.
 */
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
  getCalendar: {
    method: 'GET',
    path: '/api/settings/calendar',
    // A trade's schedule counts working days too.
    access: 'work.read',
    summary: "The household's working days and public holidays, with the holidays' dates",
    description:
      'Monday to Friday and England and Wales until changed. `holiday_dates` lists the ' +
      "region's public holidays from 1 January last year to 31 December three years ahead.",
    responses: { 200: workingCalendarSchema },
    errors: [],
  },
  updateCalendar: {
    method: 'PUT',
    path: '/api/settings/calendar',
    access: 'household.edit',
    summary: 'Set the working days and the public holidays (owner and project manager)',
    body: calendarSettingSchema,
    responses: { 200: workingCalendarSchema },
    errors: [],
  },
  getProjectBudget: {
    method: 'GET',
    path: '/api/settings/project-budget',
    access: 'project.read',
    summary: "The project's one budget and its contingency (null budget until someone sets it)",
    responses: { 200: projectBudgetSchema },
    errors: [],
  },
  updateProjectBudget: {
    method: 'PUT',
    path: '/api/settings/project-budget',
    access: 'money.edit',
    summary: 'Set the project budget and its contingency (not interior designers: 403)',
    body: updateProjectBudgetSchema,
    responses: { 200: projectBudgetSchema },
    errors: ['forbidden'],
  },
});
