import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** A process as /proc shows it: enough to tell a Kamailio, its group and what its command line reveals. */
export type ProcInfo = { pid: number; pgid: number; cmdline: string };

const info = (pid: number): ProcInfo | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null; // a zombie holds nothing and is reaped by its parent
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, pgid: Number(fields[2]), cmdline };
  } catch {
    return null; // ended while we looked
  }
};

const allPids = (): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

/** The inodes of the sockets listening on 127.0.0.1:port (/proc/net/tcp: local address in hex, state 0A). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] === `0100007F:${hexPort}` && fields[3] === '0A') inodes.add(fields[9] as string);
  }
  return inodes;
}

/** Every process holding the listening socket of loopback's `port` (a Kamailio's main process and its workers). */
export function listenersOf(port: number): ProcInfo[] {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return [];
  const found: ProcInfo[] = [];
  for (const pid of allPids()) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false;
      }
    });
    const proc = holds ? info(pid) : null;
    if (proc) found.push(proc);
  }
  return found;
}

/** Every live process whose command line contains `text` (e.g. a Kamailio's run directory). */
export const processesWith = (text: string): ProcInfo[] =>
  allPids()
    .map(info)
    .filter((proc): proc is ProcInfo => proc !== null && proc.cmdline.includes(text));

/** The run directory of a Kamailio started by kamailio-process.ts (its -Y argument). */
export const runDirOf = (proc: ProcInfo): string | undefined => / -Y (\S+)/.exec(proc.cmdline)?.[1];
