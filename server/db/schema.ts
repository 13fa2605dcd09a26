// Every table of the backend, re-exported from the modules that own them (drizzle-kit reads this file).
export * from '../modules/auth/schema';
