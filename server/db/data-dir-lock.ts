import { hostname } from 'node:os';
import { join } from 'node:path';
import { openSync, writeSync, closeSync, readFileSync, unlinkSync } from 'node:fs';

// PGlite has no postmaster: two processes on one data directory silently corrupt it,
// so we keep our own lock file next to the data.
export const LOCK_FILE = 'pglite.lock';

const heldInThisProcess = new Set<string>();

export interface DataDirLock {
  release(): void;
}

/** Takes the lock or throws an Error whose message explains who holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  if (heldInThisProcess.has(path)) {
    throw new Error('it is already open in this process (close the other Db first)');
  }
  if (!tryCreate(path)) {
    const holder = readHolder(path);
    if (holder && isAlive(holder)) {
      throw new Error(
        `it is in use by another process (pid ${holder.pid} on ${holder.host}); stop it, ` +
          `or delete ${path} if that process is gone`,
      );
    }
    unlinkSync(path);
    if (!tryCreate(path)) throw new Error(`another process took the lock ${path} meanwhile`);
  }
  heldInThisProcess.add(path);
  const release = (): void => {
    process.off('exit', release);
    if (!heldInThisProcess.delete(path)) return;
    try {
      unlinkSync(path);
    } catch {
      // already gone: nothing to release
    }
  };
  process.on('exit', release);
  return { release };
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    throw new Error(`the directory is not writable (${code ?? String(error)})`, { cause: error });
  }
  writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() }));
  closeSync(fd);
  return true;
}

function readHolder(path: string): { pid: number; host: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host };
  } catch {
    return null; // unreadable or half-written: treat as stale
  }
}

function isAlive(holder: { pid: number; host: string }): boolean {
  // A lock from another host (shared volume) cannot be checked: assume it is live.
  if (holder.host !== hostname()) return true;
  // Our own pid in the file means a previous run with the same pid (containers: pid 1) crashed.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
