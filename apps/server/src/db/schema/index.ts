// The one place drizzle-kit and the clients read the whole schema from.
export * from './activity.ts';
export * from './files.ts';
export * from './ideas.ts';
export * from './identity.ts';
export * from './insurance.ts';
export * from './jobs.ts';
export * from './mail.ts';
export * from './money.ts';
export * from './schedule.ts';
export * from './timeline.ts';
