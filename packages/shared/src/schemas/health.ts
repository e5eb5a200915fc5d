import { z } from 'zod';

const componentHealth = z.enum(['ok', 'error']);

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: componentHealth, kind: z.enum(['pglite', 'postgres']) }),
  storage: z.object({ status: componentHealth }),
});
export type Health = z.infer<typeof healthSchema>;
