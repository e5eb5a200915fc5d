import type { AllowlistEntry } from '@hrt/shared/schemas/identity';
import { type Task, taskInputSchema } from '@hrt/shared/schemas/schedule';
import type { Principal } from '../http/access.ts';
import { findAccountByEmail } from '../modules/identity/accounts-repository.ts';
import { createTask, updateTask } from '../modules/schedule/service.ts';
import type { DemoPart, DemoSeed } from './demo-seed.ts';

/**
 * The household member who runs the site: the build manager, else the project manager. The
 * demo's API calls are the owner's, so this member's changes go through the schedule's own
 * service (the same rules and the same activity events as its routes) as them.
 */
async function siteManager(seed: DemoSeed): Promise<Principal | null> {
  const members = (await seed.asOwner('GET', '/api/admin/users')) as AllowlistEntry[];
  const entry =
    members.find((member) => member.allowed && member.role === 'build_manager') ??
    members.find((member) => member.allowed && member.role === 'project_manager');
  const account = entry && (await findAccountByEmail(seed.ctx.database.db, entry.email));
  if (!entry || !account) return null;
  return {
    accountId: account.id,
    email: entry.email,
    displayName: account.displayName,
    role: entry.role,
    contactId: null,
  };
}

const find = (tasks: Task[], room: string, name: string) =>
  tasks.find((task) => task.group.id === room && task.name === name)!;

/**
 * What the site manager did this week, for the owner's bell: two jobs found on site added to
 * the schedule, and the builders taking over stripping the wallpaper. Runs after the schedule.
 */
export const seedDemoNotifications: DemoPart = async (seed) => {
  const manager = await siteManager(seed);
  // A household of one has nobody else's news to tell.
  if (!manager) return;
  const { ctx } = seed;
  const tasks = ((await seed.asOwner('GET', '/api/tasks')) as { items: Task[] }).items;
  const { kitchen, bedroomOne } = seed.components;
  const mistCoat = find(tasks, kitchen, 'Mist coat on the new plaster');
  await createTask(
    ctx,
    manager,
    taskInputSchema.parse({
      name: 'Replace the lead water main (found on site)',
      startAt: mistCoat.startAt,
      endAt: mistCoat.endAt,
      group: { id: kitchen },
      owner: { id: 'plumber' },
      supplier: 'Flowright Plumbing & Heating',
      dependencies: [
        find(tasks, kitchen, 'First fix plumbing: sink, dishwasher and washer feeds').id,
      ],
    }),
  );
  const stripping = find(tasks, bedroomOne, 'Strip wallpaper and remove picture rails');
  const electrics = find(tasks, bedroomOne, 'First fix electrics: extra sockets and ceiling rose');
  await createTask(
    ctx,
    manager,
    taskInputSchema.parse({
      name: 'Treat woodworm in the floor joists',
      startAt: electrics.startAt,
      endAt: electrics.endAt,
      group: { id: bedroomOne },
      owner: { id: 'carpenter' },
      supplier: 'Oak Lane Joinery',
      dependencies: [stripping.id],
    }),
  );
  await updateTask(ctx, manager, {
    id: stripping.id,
    changes: taskInputSchema.parse({
      ...stripping,
      owner: { id: 'main-contractor' },
      supplier: 'Hartley & Sons Builders',
    }),
  });
};
