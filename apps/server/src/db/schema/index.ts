export * from './accounts';
export * from './users';
export * from './sessions';
export * from './audit';
export * from './password-resets';
export * from './features';
