export * from './paths';
export * from './tasks';
