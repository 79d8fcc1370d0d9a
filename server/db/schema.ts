/**
 * The one schema (drizzle-kit and the clients read this file): a barrel only. The tables live in schema-*.ts files
 * that import each other directly, never this file, so no area schema sits in an import cycle with it.
 */
export * from './schema-core';
export * from './schema-customers';
export * from './schema-classification';
export * from './schema-products';
export * from './schema-sales';
export * from './schema-workflow';
export * from './schema-checklists-meetings';
export * from './schema-telephony';
export * from './schema-recordings';
export * from './schema-telephony-overflow';
export * from './schema-metadata';
export * from './schema-advice';
export * from './schema-workflow-admin';
export * from './schema-tasks';
export * from './schema-workflow-desk';
export * from './schema-internal-org';
export * from './schema-crm-more';
export * from './schema-views';
export * from './schema-bulk';
export * from './schema-bus';
export * from './schema-campaigns';
export * from './schema-queue-calls';
export * from './schema-monitor-sessions';
export * from './schema-prompts';
