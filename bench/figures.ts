// The pure parts of the benchmarks' bookkeeping: percentiles, first-time (cold) against repeat
// (warm) requests, and bench/results.json's per-figure records (each figure says when, on what
// machine and under what load it was measured, so figures of different runs are never read as
// one run's).
import os from 'node:os';

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/**
 * Splits timed requests into first times and repeats: a request is cold when no earlier request
 * in `keys` had its key (for a catalogue answer: its text or filter, so the server cannot have
 * kept an answer for it), warm otherwise. `hitRate` is the repeats' share of all requests: the
 * share an answer cache that keeps everything could have answered.
 */
export function splitColdWarm(
  keys: readonly string[],
  times: readonly number[],
): { cold: number[]; warm: number[]; hitRate: number } {
  if (keys.length !== times.length) throw new Error('One key per timed request');
  const seen = new Set<string>();
  const cold: number[] = [];
  const warm: number[] = [];
  for (const [i, key] of keys.entries()) {
    const ms = times[i] ?? Number.NaN;
    if (seen.has(key)) warm.push(ms);
    else {
      seen.add(key);
      cold.push(ms);
    }
  }
  return { cold, warm, hitRate: keys.length === 0 ? 0 : warm.length / keys.length };
}

/** One figure of bench/results.json and the circumstances it was measured in. */
export interface FigureRecord {
  value: unknown;
  /** When the suite that measured it finished (ISO time). */
  measuredAt: string | null;
  /** The `--only` suite that measured it. */
  suite: string | null;
  /** os.loadavg() (1, 5 and 15 minutes) when it was measured: how busy the machine was. */
  loadAverage: string | null;
  machine: string | null;
}

export interface Circumstances {
  measuredAt: string;
  suite: string;
  loadAverage: string;
  machine: string;
}

/** The machine in one line: cores and model, memory, Node and platform. */
export function machineLine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus.length} × ${model}, ${round(os.totalmem() / 1024 ** 3, 1)} GB, node ${process.version}, ${os.platform()} ${os.arch()}`;
}

export const loadAverageLine = (loads: readonly number[] = os.loadavg()): string =>
  loads.map((load) => load.toFixed(2)).join(' ');

/** The circumstances of a suite that has just finished measuring. */
export function circumstancesNow(suite: string): Circumstances {
  return {
    measuredAt: new Date().toISOString(),
    suite,
    loadAverage: loadAverageLine(),
    machine: machineLine(),
  };
}

export function recordsOf(figures: object, at: Circumstances): Record<string, FigureRecord> {
  return Object.fromEntries(
    Object.entries(figures as Record<string, unknown>).map(([name, value]) => [
      name,
      { value, ...at },
    ]),
  );
}

const isRecord = (value: unknown): value is FigureRecord =>
  typeof value === 'object' &&
  value !== null &&
  'value' in value &&
  'measuredAt' in value &&
  'machine' in value;

/** Figures earlier runs wrote that no suite measures any more (their definitions changed). */
export const RETIRED_FIGURES: readonly string[] = [
  'measuredAt',
  'machine',
  'graphqlOverhead',
  'graphqlOverheadWorkerClient',
  'graphqlWorkerClientP50Ms',
  'graphqlP50Ms',
  'directSqlP50Ms',
  'searchesRunningSql',
  'searchFirstTimeP95Ms',
  // Answer-cache hits and first times mixed: now cold and warm apart.
  'productsP50Ms',
  'productsP95Ms',
  'searchP50Ms',
  'searchP95Ms',
  'facetedListP50Ms',
  'facetedListP95Ms',
];

/**
 * The results file after a run: the previous file's figures with this run's replacing theirs.
 * A file from before per-figure records (one `measuredAt` and `machine` for all) keeps its
 * figures with that time and machine and an unknown load average; retired figures go.
 */
export function mergeResults(
  previous: Readonly<Record<string, unknown>>,
  measured: Readonly<Record<string, FigureRecord>>,
): Record<string, FigureRecord> {
  const oldTime = typeof previous.measuredAt === 'string' ? previous.measuredAt : null;
  const oldMachine = oldMachineLine(previous.machine);
  const merged: Record<string, FigureRecord> = {};
  for (const [name, value] of Object.entries(previous)) {
    if (RETIRED_FIGURES.includes(name)) continue;
    merged[name] = isRecord(value)
      ? value
      : { value, measuredAt: oldTime, suite: null, loadAverage: null, machine: oldMachine };
  }
  return { ...merged, ...measured };
}

function oldMachineLine(machine: unknown): string | null {
  if (typeof machine !== 'object' || machine === null) return null;
  const m = machine as Record<string, unknown>;
  const part = (key: string) => {
    const value = m[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
  };
  return `${part('cpus')} × ${part('cpuModel')}, ${part('memoryGb')} GB, node ${part('node')}, ${part('platform')}`;
}

/** The file's text: one line per figure whose value is a number or text, sorted by name. */
export function formatResults(results: Readonly<Record<string, FigureRecord>>): string {
  const lines = Object.keys(results)
    .sort()
    .map((name) => {
      const record = results[name];
      const value = record?.value;
      const text =
        typeof value === 'object' && value !== null
          ? JSON.stringify(record, null, 2).replace(/\n/g, '\n  ')
          : JSON.stringify(record);
      return `  ${JSON.stringify(name)}: ${text}`;
    });
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** The median of the values that are there (the lower middle one of an even count). */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : (sorted[Math.floor((sorted.length - 1) / 2)] ?? null);
}

/** A page's median LCP over the floor's, two decimals; null when either is missing. */
export function lcpVsFloor(page: readonly (number | null)[], floor: number | null): number | null {
  const lcp = median(page);
  return lcp === null || floor === null || floor <= 0 ? null : round(lcp / floor, 2);
}
