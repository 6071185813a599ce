// Server processes and a throwaway PostgreSQL cluster for the load, faults and scale benches:
// the production server (server/main.ts) as its own process, started, stopped or killed, and a
// cluster made the way .ci/run makes its own (initdb as postgres into a mktemp dir, trust auth on
// 127.0.0.1, a free port), removed at the end.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');

/** The node options of a `node … script` command line: what comes between `node` and the script. */
export function nodeFlagsOf(command: string): string[] {
  const words = command.trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error(`Not a node command: ${command}`);
  const flags: string[] = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith('-')) break;
    flags.push(word);
  }
  return flags;
}

/**
 * The node options `npm start` runs the shop with (package.json, scripts.start: the V8 heap
 * limit), so that every bench server is the process a shop runs, memory settings included.
 */
export const SERVER_NODE_FLAGS: readonly string[] = nodeFlagsOf(
  (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts['start'] ?? 'node',
);

/**
 * What the bench servers run with besides their database. The rate limits (server/config.ts,
 * RATE_LIMIT_*, UNPAID_ORDERS_PER_CLIENT and UNPAID_UNITS_PER_CLIENT) count per client address, and every bench shopper
 * comes from 127.0.0.1: they are raised so that 50 shoppers are not one client to the shop.
 */
export const BENCH_SERVER_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  // The benches buy through the sandbox: production mode refuses it unless named.
  PAYMENT_PROVIDER: 'sandbox',
  HOST: '127.0.0.1',
  API_ONLY: '1',
  RATE_LIMIT_ORDERS: '1000000/3600',
  RATE_LIMIT_CARTS: '1000000/3600',
  RATE_LIMIT_CODES: '1000000/600',
  RATE_LIMIT_NEWSLETTER: '1000000/3600',
  UNPAID_ORDERS_PER_CLIENT: '1000000',
  UNPAID_UNITS_PER_CLIENT: '1000000',
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  logFile: string;
}

/** Starts server/main.ts with `env` (DATA_DIR or DATABASE_URL) and waits until it answers. */
export async function startServerProcess(
  env: Record<string, string>,
  logFile: string,
  timeoutMs = 240_000,
  /** Modules node loads before the server (--import), e.g. memory-probe.ts. */
  preload: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile, { flags: 'a' });
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...imports, 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...BENCH_SERVER_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      // API only: any answer from /graphql (405 for a bare GET) means it listens.
      await fetch(`${url}/graphql`, { signal: AbortSignal.timeout(2000) });
      return { url, child, logFile };
    } catch {
      await sleep(250);
    }
  }
  child.kill('SIGKILL');
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '';
  throw new Error(`The server did not answer in time (exit ${child.exitCode}):\n${tail}`);
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/** SIGTERM (the server's own graceful shutdown), SIGKILL after 10 s. */
export async function stopServerProcess({ child }: ServerProcess): Promise<void> {
  const done = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

/** SIGKILL: no shutdown code runs, as when the machine or the container dies. */
export async function killServerProcess({ child }: ServerProcess): Promise<void> {
  const done = exited(child);
  child.kill('SIGKILL');
  await done;
}

/** Resident memory of a process in MB (Linux /proc), null elsewhere or when it is gone. */
export function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
}

export interface PostgresCluster {
  url: string;
  /** The cluster's server version (e.g. 17.6). */
  version: string;
  stop(): Promise<void>;
}

function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = spawnSync('ls', [base], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(base, newest, 'bin') : null;
}

function runAsPostgres(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

/**
 * A throwaway cluster as .ci/run starts it; null when PostgreSQL is not installed. stop() stops
 * it (immediate) and removes its directory.
 */
export async function startPostgres(): Promise<PostgresCluster | null> {
  const bin = postgresBin();
  if (!bin) return null;
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atvhuset-bench-pg.'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const pgUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const pgGroup = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pgUser.stdout), Number(pgGroup.stdout));
  }
  const stop = (): Promise<void> => {
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      try {
        runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
  try {
    runAsPostgres(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    runAsPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const version =
    /\d+\.\d+/.exec(
      spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout,
    )?.[0] ?? '?';
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
}

/** The load average (1, 5, 15 min) printed beside figures taken on a shared machine. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
