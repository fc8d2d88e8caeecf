import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The processes listening on a port (Linux), [] when unknown. */
export function listeningPids(port: number): string[] {
  try {
    return execFileSync('sh', ['-c', `ss -ltnpH 'sport = :${port}' | grep -o 'pid=[0-9]*' | cut -d= -f2`])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * User + system CPU time of the shop's processes (Linux /proc), in ms: per request, it shows the
 * server's own work, which a shared, busy machine disturbs far less than req/s and latencies.
 */
export function cpuMs(pids: string[]): number | null {
  if (pids.length === 0) return null;
  try {
    const ticksPerMs = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) / 1000;
    let ticks = 0;
    for (const pid of pids) {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / ticksPerMs;
  } catch {
    return null;
  }
}
