export * from './datatypes';
export * from './entities';
export * from './paths';
export * from './payloads';
export * from './query';
export * from './transform';
export * from './rules';
