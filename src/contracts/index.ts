export * from './envelope';
export * from './auth';
export * from './field-messages';
export * from './tenant';
export * from './system';
export * from './paths';
export * from './permissions';
