import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { getCalendar } from './calendar-service.ts';

let t: TestApp;
let owner: SignedInUser;
let manager: SignedInUser;
let builder: SignedInUser;
let viewer: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  manager = await createSignedInUser(t, { role: 'project_manager' });
  builder = await createSignedInUser(t, { role: 'build_manager' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

const put = (user: SignedInUser, payload: unknown) =>
  apiAs(t, user).call('PUT', '/api/settings/calendar', payload);
const read = async (user: SignedInUser = viewer) => {
  const answer = await apiAs(t, user).call('GET', '/api/settings/calendar');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('the working calendar setting', () => {
  it('starts as Monday to Friday in England and Wales, readable by every role', async () => {
    const calendar = await read(viewer);
    expect(calendar.working_days).toEqual([1, 2, 3, 4, 5]);
    expect(calendar.holidays).toBe('england-and-wales');
    const year = new Date().getUTCFullYear();
    expect(calendar.holiday_window).toEqual({ from: `${year - 1}-01-01`, to: `${year + 3}-12-31` });
    expect(calendar.holiday_dates[0].date).toBe(`${year - 1}-01-01`);
  });

  it('answers the holidays of a window around today, by date, with their names', async () => {
    const reader = {
      accountId: 'viewer',
      email: viewer.email,
      displayName: null,
      role: 'viewer' as const,
      contactId: null,
    };
    const answer = await getCalendar(t.ctx, reader, { now: new Date('2026-11-26T10:00:00Z') });
    expect(answer.holiday_window).toEqual({ from: '2025-01-01', to: '2029-12-31' });
    const in2026 = answer.holiday_dates.filter((holiday) => holiday.date.startsWith('2026'));
    expect(in2026.map((holiday) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ]);
    expect(in2026[0]).toEqual({ date: '2026-01-01', name: "New Year's Day" });
    expect(in2026[8]).toEqual({ date: '2026-12-28', name: 'Boxing Day (substitute day)' });
  });

  it('is changed by the owner and the project manager, and everyone reads the change', async () => {
    const saved = await put(manager, { working_days: [6, 1, 2, 3, 4, 5], holidays: 'scotland' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.working_days).toEqual([1, 2, 3, 4, 5, 6]);
    expect(saved.body.holidays).toBe('scotland');
    const read2 = await read(builder);
    expect(read2.working_days).toEqual([1, 2, 3, 4, 5, 6]);
    expect(read2.holiday_dates.some((day: { name: string }) => day.name === 'January 2nd')).toBe(
      true,
    );
    const back = await put(owner, { working_days: [1, 2, 3, 4, 5], holidays: 'none' });
    expect(back.status).toBe(200);
    expect(back.body.holiday_dates).toEqual([]);
    expect((await read()).holidays).toBe('none');
  });

  it.each([
    ['build manager', () => builder],
    ['viewer', () => viewer],
  ])('is not changed by a %s (403)', async (_role, user) => {
    const before = await read();
    const answer = await put(user(), { working_days: [1, 2, 3, 4, 5], holidays: 'scotland' });
    expect(answer.status).toBe(403);
    expect(await read()).toEqual(before);
  });

  it.each([
    ['no working day', { working_days: [], holidays: 'none' }, 'Choose at least one working day.'],
    ['a day twice', { working_days: [1, 1], holidays: 'none' }, 'Name each working day once.'],
    [
      'a weekday 8',
      { working_days: [1, 8], holidays: 'none' },
      'A working day is a weekday number, 1 (Monday) to 7 (Sunday).',
    ],
    [
      'an unknown region',
      { working_days: [1, 2, 3, 4, 5], holidays: 'wales' },
      'Choose England and Wales, Scotland, Northern Ireland or none.',
    ],
  ])('refuses %s (400) and keeps the setting', async (_name, payload, message) => {
    const before = await read();
    const answer = await put(owner, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await read()).toEqual(before);
  });
});
