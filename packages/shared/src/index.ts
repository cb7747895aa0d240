export * from './constants.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './professions.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './analytics.ts';
export * from './onboarding.ts';
