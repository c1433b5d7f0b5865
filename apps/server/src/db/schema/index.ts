// The database schema, one file per domain; every table is exported from here (`db/schema`), which is
// also what drizzle-kit reads (drizzle.config.ts).
//
// One schema for PGlite and PostgreSQL (SQL kept within PostgreSQL 15). Lookup-backed columns hold the
// lookup value itself (e.g. 'Private (Tourism)'): the public API filters and shows those values.

export * from './accounts';
export * from './files';
export * from './companies';
export * from './lookups';
export * from './billing';
export * from './places';
export * from './jobs';
export * from './job-search';
export * from './infra';
export * from './audit';
export * from './seekers';
export * from './talent-pool-entries';
export * from './applications';
export * from './job-form';
export * from './candidate-messages';
export * from './job-stats';
