import fs from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux (getconf CLK_TCK)

/** Each live process's command name and the fields of /proc/<pid>/stat after it (field 3, state, first). */
function* processes(): Generator<{ comm: string; f: string[] }> {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    yield parseStat(stat);
  }
}

/** A /proc/<pid>/stat (or task stat) line: the command name, and the fields after it (field 3, state, first). */
function parseStat(stat: string): { comm: string; f: string[] } {
  // The command name may hold spaces and parentheses: it ends at the last ')'.
  return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), f: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
}

/**
 * CPU milliseconds (user + system) used so far by the live processes of one process group, read from /proc (Linux):
 * the server under `--http` (compare.ts starts it as the leader of its own group, with its workers in it). A worker
 * that exits takes its time with it, so read it around a window in which none does.
 */
export function groupCpuMs(pgid: number): number {
  let ms = 0;
  for (const { f } of processes()) {
    if (Number(f[2]) !== pgid) continue; // field 5: process group
    ms += (Number(f[11]) + Number(f[12])) * TICK_MS; // fields 14, 15: utime, stime
  }
  return ms;
}

/**
 * CPU milliseconds used so far by this machine's PostgreSQL (every process named `postgres`, plus what its postmaster
 * collected from backends that exited), or null when none is visible (PostgreSQL on another host). A backend that
 * exits during the window brings its time from before the window along: open the bench's connections first.
 */
export function postgresCpuMs(): number | null {
  let ms = 0;
  let seen = false;
  for (const { comm, f } of processes()) {
    if (comm !== 'postgres') continue;
    seen = true;
    ms += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS; // utime, stime, cutime, cstime
  }
  return seen ? ms : null;
}

/**
 * CPU milliseconds used so far by each thread of this process, by thread name (Linux, /proc/self/task): `main` for
 * the JavaScript thread, the rest under their names with trailing digits dropped (V8's compiler and GC helpers, libuv's
 * pool). process.cpuUsage() sums them all; the JavaScript thread alone is what bounds one process's throughput.
 * Empty where /proc is not there.
 */
export function threadCpuMs(): Record<string, number> {
  const out: Record<string, number> = {};
  let tids: string[];
  try {
    tids = fs.readdirSync('/proc/self/task');
  } catch {
    return out;
  }
  for (const tid of tids) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const { comm, f } = parseStat(stat);
    const name = tid === String(process.pid) ? 'main' : comm.replace(/\d+$/, '');
    out[name] = (out[name] ?? 0) + (Number(f[11]) + Number(f[12])) * TICK_MS;
  }
  return out;
}
