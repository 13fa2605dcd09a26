import type { OpenAPIHono } from '@hono/zod-openapi';
import type { HonoEnv } from '../http/types';
import { authRoutes } from './auth/routes';
import { cmsRoutes } from './cms/routes';
import { analyticsRoutes } from './analytics/routes';
import { mapsRoutes } from './maps/routes';
import { imgRoutes } from './img/routes';

/** Mounts every module's routes; a new module adds one line here. */
export function registerModules(app: OpenAPIHono<HonoEnv>) {
  app.route('/', authRoutes());
  app.route('/', cmsRoutes());
  app.route('/', analyticsRoutes());
  app.route('/', mapsRoutes());
  app.route('/', imgRoutes());
}
