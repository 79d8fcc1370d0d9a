export * from './catalogue';
export * from './lifecycle';
export * from './lookups';
export * from './paths';
export * from './payloads';
export type * from './types';
