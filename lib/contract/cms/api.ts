import { z } from 'zod';

// ——— requests ———

export const FindProtocolQuery = z.object({
  categoryCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '协议编码有误').meta({ example: 'protocol100122' }),
  includeField: z.string().max(64, '字段列表过长').optional().meta({ example: 'content,title' }),
});

export type FindProtocolQuery = z.infer<typeof FindProtocolQuery>;

// ——— answers ———

/** A protocol document; title and content only when asked for (includeField), categoryCode always. */
export const Protocol = z.object({ categoryCode: z.string(), title: z.string().optional(), content: z.string().optional().meta({ description: 'HTML' }) });
export type Protocol = z.infer<typeof Protocol>;

/** Empty rows for an unknown code. */
export const ProtocolRows = z.object({ rows: z.array(Protocol) });
export type ProtocolRows = z.infer<typeof ProtocolRows>;
