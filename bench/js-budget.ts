// The start page's JavaScript budget (issue 18 point 3): a first visit to / loads at most this
// much gzip -9 JavaScript. The core suite prints every chunk and fails its own check, not the
// other suites, when a change breaks it.

export const START_PAGE_JS_BUDGET_KB = 180;

/**
 * The performance mark the storefront sets when its idle loads begin (src/lib/idle/when-idle.ts:
 * the bench may not import src; src/lib/idle/when-idle.test.ts checks they are the same).
 */
export const IDLE_MARK = 'atvhuset:idle';

export interface ChunkSize {
  /** Root-relative path of the built file, 'assets/x.js'. */
  file: string;
  /** gzip -9 size in kB (1 kB = 1000 bytes). */
  gzipKb: number;
  /**
   * Requested once the app said it was idle (its `atvhuset:idle` mark: persistence, the worker's
   * registration, visible links' prefetch). Still counted in the total: a first visit loads it.
   */
  idle?: boolean;
}

export interface BudgetCheck {
  totalKb: number;
  budgetKb: number;
  /** How far over the budget the total is, 0 within it (`startPageJsBudgetExceeded`). */
  exceededKb: number;
  /** The part of the total requested after the app's idle mark (`startPageIdleJsGzipKb`). */
  idleKb: number;
  ok: boolean;
  /** Every chunk, largest first, then the total and the verdict: what the bench prints. */
  lines: string[];
}

const kb = (value: number) => Number(value.toFixed(1));

export function checkJsBudget(
  chunks: readonly ChunkSize[],
  budgetKb: number = START_PAGE_JS_BUDGET_KB,
): BudgetCheck {
  const sorted = [...chunks].sort((a, b) => b.gzipKb - a.gzipKb || a.file.localeCompare(b.file));
  // Summed in bytes so the total is the same as gzip sizes added up file by file.
  const totalKb = kb(
    sorted.reduce((sum, chunk) => sum + Math.round(chunk.gzipKb * 1000), 0) / 1000,
  );
  const idleKb = kb(
    sorted.reduce((sum, chunk) => sum + (chunk.idle ? Math.round(chunk.gzipKb * 1000) : 0), 0) /
      1000,
  );
  const exceededKb = kb(Math.max(0, totalKb - budgetKb));
  const ok = exceededKb === 0;
  const width = Math.max(0, ...sorted.map((chunk) => chunk.file.length));
  const lines = [
    ...sorted.map(
      (chunk) =>
        `  ${chunk.file.padEnd(width)}  ${chunk.gzipKb.toFixed(1).padStart(6)} kB${chunk.idle ? '  (idle)' : ''}`,
    ),
    `  ${'total'.padEnd(width)}  ${totalKb.toFixed(1).padStart(6)} kB of ${budgetKb} kB`,
    `  ${'of which idle'.padEnd(width)}  ${idleKb.toFixed(1).padStart(6)} kB (requested after the app's idle mark)`,
    ok
      ? `Start page JS budget kept: ${totalKb} kB <= ${budgetKb} kB gzip.`
      : `START PAGE JS BUDGET BROKEN: ${totalKb} kB > ${budgetKb} kB gzip (${exceededKb} kB over): load what the first paint does not need on idle or on use.`,
  ];
  return { totalKb, budgetKb, exceededKb, idleKb, ok, lines };
}
