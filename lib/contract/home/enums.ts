/** Home codes shared by the server and the pages (the ad slots and nav categories are in ../catalog/enums.ts). */

/** Where an ad (linkType) or a nav item (navigationWay) leads (inventory §0.4); anything else counts as a route. */
export const LINK_WAY = { ROUTE: 1, URL: 2, IMAGE: 3 } as const;
export type LinkWay = (typeof LINK_WAY)[keyof typeof LINK_WAY];
