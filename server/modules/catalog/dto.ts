import { z } from '@hono/zod-openapi';

// Old names of the shared field vocabulary (server/http/fields.ts), kept while the modules move over.
export { intIn, codeList, keyword, codeField as codeOf, looseId as idOf, boolFlag as flag, pageField as page, limitField as limit } from '@/lib/contract/fields';

/** Response data documented by its TypeScript type in services/<domain>.ts (named in the description). */
export const dataOf = (typeName: string, file: string) => z.any().openapi({ description: `${typeName}（见 ${file}）` });
