import fs from 'node:fs';

/**
 * CPU milliseconds (user + system) used so far by the live processes of one process group, read from /proc (Linux):
 * the server under `--http` (compare.ts starts it as the leader of its own group, with its workers in it). A worker
 * that exits takes its time with it, so read it around a window in which none does.
 */
export function groupCpuMs(pgid: number): number {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux (getconf CLK_TCK)
  let ms = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The fields after the command name (which may hold spaces and parentheses): state is field 3.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(f[2]) !== pgid) continue; // field 5: process group
    ms += (Number(f[11]) + Number(f[12])) * tick; // fields 14, 15: utime, stime
  }
  return ms;
}
