// The one place drizzle-kit and the clients read the whole schema from.
export * from './activity.ts';
export * from './files.ts';
export * from './identity.ts';
export * from './money.ts';
