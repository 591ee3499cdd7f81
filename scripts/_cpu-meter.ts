// CPU time of a bench's server process (all its threads) and of its PostgreSQL backends, from
// /proc on Linux. On a machine shared with other work requests/s swing with the load; the CPU a
// request costs much less (docs/benchmarks.md).
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** USER_HZ: the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/** CPU ms (user + system) a process has used, or NaN when /proc does not show it. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

export interface CpuUse {
  server: number;
  /** NaN: not measured (an embedded database, or one on another machine). */
  db: number;
}

export interface CpuMeter {
  /** CPU ms used so far by the server and by the database's backends. */
  read(): Promise<CpuUse>;
  close(): Promise<void>;
}

/** A meter of the process `serverPid()` and of the backends of the database at `databaseUrl`. */
export async function cpuMeter(
  serverPid: () => number | undefined,
  databaseUrl: string | undefined,
): Promise<CpuMeter> {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  // A backend keeps its last reading after its connection closes.
  const backends = new Map<number, number>();
  return {
    async read() {
      const pid = serverPid();
      const server = pid === undefined ? NaN : cpuMsOf(pid);
      if (!client) return { server, db: NaN };
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      for (const { pid: backend } of rows) {
        const ms = cpuMsOf(backend);
        if (!Number.isNaN(ms)) backends.set(backend, ms);
      }
      const db =
        backends.size === 0 ? NaN : [...backends.values()].reduce((sum, ms) => sum + ms, 0);
      return { server, db };
    },
    close: async () => {
      await client?.end();
    },
  };
}
