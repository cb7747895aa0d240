/**
 * Where the machine's CPU went while a route was loaded, from Linux's /proc: the server, the bench
 * itself (autocannon), PostgreSQL, and everything else. Other work on a shared machine skews
 * req/s and latency; the server's CPU time per request does not depend on it nearly as much.
 * Elsewhere than Linux the sample is null and the columns stay empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** USER_HZ: the unit of /proc's CPU times on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

export type TCpuSample = {
  atMs: number;
  /** Busy time of all cores in processes (and stolen by the hypervisor). */
  machineMs: number;
  serverMs: number;
  benchMs: number;
  postgresMs: number;
};

export type TCpuUsage = {
  serverMs: number;
  postgresMs: number;
  /** Share of one core. */
  serverCore: number;
  postgresCore: number;
  benchCore: number;
  /** Share of all cores used by other processes. */
  othersShare: number;
};

function ticksToMs(ticks: number): number {
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** utime + stime of one process, or 0 when it is gone. */
function readProcessMs(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ticksToMs(Number(fields[11]) + Number(fields[12]));
  } catch {
    return 0;
  }
}

/** CPU time of the processes whose /proc entry passes `matches`, summed. */
function readProcessesMs(matches: (pid: string) => boolean): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (matches(entry)) total += readProcessMs(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

const isPostgres = (pid: string) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';

/** The server and, with BENCH_SERVER_PROCESSES, its workers (the cluster primary's children). */
function readServerMs(serverPid: number): number {
  const isWorker = (pid: string) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === serverPid;
  };
  return readProcessMs(serverPid) + readProcessesMs(isWorker);
}

/**
 * A snapshot of CPU times; null where /proc is not available. `withPostgres` counts every
 * `postgres` process on the machine, including backends of other clients of the same server.
 */
export function sampleCpu(serverPid: number, withPostgres: boolean): TCpuSample | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // irq and softirq are left out: loopback TCP of the load itself is processed there.
    const [user = 0, nice = 0, system = 0, , , , , steal = 0] = fields;
    const usage = process.cpuUsage();
    return {
      atMs: performance.now(),
      machineMs: ticksToMs(user + nice + system + steal),
      serverMs: readServerMs(serverPid),
      benchMs: (usage.user + usage.system) / 1000,
      postgresMs: withPostgres ? readProcessesMs(isPostgres) : 0,
    };
  } catch {
    return null;
  }
}

/** CPU shares between two samples. */
export function diffCpu(before: TCpuSample | null, after: TCpuSample | null): TCpuUsage | null {
  if (!before || !after) return null;
  const wallMs = after.atMs - before.atMs;
  if (wallMs <= 0) return null;
  const serverMs = after.serverMs - before.serverMs;
  const benchMs = after.benchMs - before.benchMs;
  const postgresMs = after.postgresMs - before.postgresMs;
  const othersMs = Math.max(0, after.machineMs - before.machineMs - serverMs - benchMs - postgresMs);
  return {
    serverMs,
    postgresMs,
    serverCore: serverMs / wallMs,
    postgresCore: postgresMs / wallMs,
    benchCore: benchMs / wallMs,
    othersShare: othersMs / (wallMs * os.cpus().length),
  };
}
