import type { Plan } from '@jobfit/contracts';
import type { Auth, SessionUser } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import type { Billing } from './billing.ts';
import type { Clock } from './clock.ts';
import type { Llm } from './llm.ts';
import type { Logger } from './logger.ts';
import type { EnginePool } from './scan-pool.ts';
import type { FileStorage } from './storage.ts';

/** What every request handler can read from `c.var` (set by the app's middleware). */
interface AppVariables {
  requestId: string;
  db: Db;
  auth: Auth;
  logger: Logger;
  storage: FileStorage;
  now: Clock;
  /** The engine's worker pool: scans, CV parsing, posting pages, exports (decision 194). */
  engine: EnginePool;
  /** The optional rephrasing model; undefined when the server has none configured. */
  llm: Llm | undefined;
  /** Stripe billing; undefined when not configured. */
  billing: Billing | undefined;
  /** Set by `requireUser` on guarded routes, with the plan as read with the session. */
  user: SessionUser & { plan: Plan };
  /**
   * Set by `requireUser`: the user's data version as read with the session (decision 213), for
   * read-only routes' kept answers; undefined when it was not read. A route that writes must not
   * use it after its write.
   */
  dataVersion: number | undefined;
}

export interface AppEnv {
  Variables: AppVariables;
}
