// Every catalog table (issue 3): goods, trade listings, categories, planners, stores, cases, content, favourites,
// leads, phone calls. One module owns them so that the catalog has one migration; the routers live in sibling modules.
export * from './schema-goods';
export * from './schema-people';
export * from './schema-content';
