export * from './cases';
export * from './paths';
export * from './checklists';
export * from './meetings';
export * from './desk';
export * from './sla';
export * from './presence';
export * from './lifecycle';
