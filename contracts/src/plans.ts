import { z } from 'zod';
import { Plan } from './me.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

/**
 * The one table of plan limits (docs/product.md, Plans and quotas); nothing else hard-codes a
 * number. `null` is unlimited. Months are calendar months in UTC; rescans of a job already
 * scanned are free.
 */
export const PLAN_LIMITS = {
  free: { scansPerMonth: 10, documentsPerMonth: 3, jobTargets: null, export: true, llm: false },
  pro: { scansPerMonth: null, documentsPerMonth: null, jobTargets: null, export: true, llm: true },
} as const satisfies Record<
  Plan,
  {
    scansPerMonth: number | null;
    documentsPerMonth: number | null;
    jobTargets: number | null;
    export: boolean;
    llm: boolean;
  }
>;

export const Usage = z.object({
  plan: Plan,
  scans: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  documents: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  resetsAt: z.string(),
});
export type Usage = z.infer<typeof Usage>;
