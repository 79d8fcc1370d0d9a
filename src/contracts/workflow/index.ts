export * from './cases';
export * from './paths';
