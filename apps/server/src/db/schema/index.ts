// The whole schema in one place, for drizzle-kit (drizzle.config.ts), the database client and
// the backup module's table list. It only re-exports: each table is defined by the module that
// owns it (modules/<feature>/schema.ts), infrastructure's beside its code (jobs/, mail/).

export * from '../../jobs/schema.ts';
export * from '../../mail/schema.ts';
export * from '../../modules/activity/schema.ts';
export * from '../../modules/backup/schema.ts';
export * from '../../modules/build-components/schema.ts';
export * from '../../modules/contacts/schema.ts';
export * from '../../modules/credit/schema.ts';
export * from '../../modules/documents/schema.ts';
export * from '../../modules/expenses/schema.ts';
export * from '../../modules/files/schema.ts';
export * from '../../modules/ideas/schema.ts';
export * from '../../modules/identity/schema.ts';
export * from '../../modules/insurance/schema.ts';
export * from '../../modules/planning/schema.ts';
export * from '../../modules/schedule/schema.ts';
export * from '../../modules/settings/schema.ts';
export * from '../../modules/timeline/schema.ts';
export * from '../../modules/trash/schema.ts';
