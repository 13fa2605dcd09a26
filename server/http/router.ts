import { OpenAPIHono } from '@hono/zod-openapi';
import type { HonoEnv } from './types';
import { validationHook } from './validation';

/** A router for one module; every module builds its routes on one of these (server/app.ts mounts them). */
export const createRouter = () => new OpenAPIHono<HonoEnv>({ defaultHook: validationHook });
