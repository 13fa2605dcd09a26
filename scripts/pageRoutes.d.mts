export const OTHER: string;
export type RoutesManifest = { staticRoutes?: { page: string }[]; dynamicRoutes?: { page: string; regex: string }[] };
export function pageRouteLabeler(manifest?: RoutesManifest): (url?: string) => string;
export function buildPageRouteLabeler(dir?: string): (url?: string) => string;
