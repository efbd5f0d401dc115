import { readFileSync } from 'node:fs';

/** What this machine can tell about a process id right now. */
export interface ProcessProbe {
  running: boolean;
  /** When the process started (Linux: boot id and field 22 of /proc/<pid>/stat); null where unknown. */
  start: string | null;
}

interface ProcStat {
  state: string;
  startTicks: string;
}

function readProcStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count the fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const startTicks = fields[19];
    return state && startTicks ? { state, startTicks } : null;
  } catch {
    return null;
  }
}

let bootId: string | undefined;

/** Start ticks count from boot: the boot id keeps a pid started at the same tick after a reboot apart. */
function currentBootId(): string {
  if (bootId === undefined) {
    try {
      bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      bootId = '';
    }
  }
  return bootId;
}

function startOf(stat: ProcStat): string {
  return `${currentBootId()}:${stat.startTicks}`;
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start time of this process, recorded in the lock so that a later owner of its pid is not taken for it. */
export function ownStart(): string | null {
  const stat = readProcStat(process.pid);
  return stat ? startOf(stat) : null;
}

export function probeProcess(pid: number): ProcessProbe {
  if (!signalable(pid)) return { running: false, start: null };
  const stat = readProcStat(pid);
  // Without /proc (macOS, Windows, a hidden /proc) a process that answers signals counts as running.
  if (!stat) return { running: true, start: null };
  // A killed process its parent has not reaped yet (zombie) still answers signals, but holds nothing.
  return { running: stat.state !== 'Z' && stat.state !== 'X' && stat.state !== 'x', start: startOf(stat) };
}
