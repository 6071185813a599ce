// The start page's JavaScript budget (issue 18 point 3): a first visit to / loads at most this
// much gzip -9 JavaScript. The core suite prints every chunk and fails its own check, not the
// other suites, when a change breaks it.

export const START_PAGE_JS_BUDGET_KB = 180;

export interface ChunkSize {
  /** Root-relative path of the built file, 'assets/x.js'. */
  file: string;
  /** gzip -9 size in kB (1 kB = 1000 bytes). */
  gzipKb: number;
}

export interface BudgetCheck {
  totalKb: number;
  budgetKb: number;
  /** How far over the budget the total is, 0 within it (`startPageJsBudgetExceeded`). */
  exceededKb: number;
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
  const exceededKb = kb(Math.max(0, totalKb - budgetKb));
  const ok = exceededKb === 0;
  const width = Math.max(0, ...sorted.map((chunk) => chunk.file.length));
  const lines = [
    ...sorted.map(
      (chunk) => `  ${chunk.file.padEnd(width)}  ${chunk.gzipKb.toFixed(1).padStart(6)} kB`,
    ),
    `  ${'total'.padEnd(width)}  ${totalKb.toFixed(1).padStart(6)} kB of ${budgetKb} kB`,
    ok
      ? `Start page JS budget kept: ${totalKb} kB <= ${budgetKb} kB gzip.`
      : `START PAGE JS BUDGET BROKEN: ${totalKb} kB > ${budgetKb} kB gzip (${exceededKb} kB over): load what the first paint does not need on idle or on use.`,
  ];
  return { totalKb, budgetKb, exceededKb, ok, lines };
}
