export * from './paths';
export * from './configuration';
export * from './campaigns';
