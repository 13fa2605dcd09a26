// Moved to lib/contract/catalog/enums.ts (the pages import it too). Kept for the importers outside the catalog
// modules until they import the contract file; then this file goes.
export * from '@/lib/contract/catalog/enums';
