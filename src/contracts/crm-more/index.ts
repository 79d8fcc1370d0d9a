export * from './paths';
export * from './mobile-mapping';
export * from './offerings';
export * from './rfq-dispatch';
export * from './benefits';
