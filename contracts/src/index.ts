// The HTTP contract shared by server and web: zod schemas and their inferred types.
export * from './errors.ts';
export * from './me.ts';
export * from './engine-text.ts';
export * from './cv.ts';
export * from './scans.ts';
export * from './plans.ts';
export * from './documents.ts';
export * from './cv-document.ts';
export * from './job-targets.ts';
export * from './dashboard.ts';
export * from './calendar.ts';
export * from './posting-import.ts';
export * from './account-import.ts';
export * from './api-route.ts';
export * from './api-routes.ts';
