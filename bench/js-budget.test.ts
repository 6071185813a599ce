import { describe, expect, it } from 'vitest';
import { checkJsBudget, START_PAGE_JS_BUDGET_KB } from './js-budget.js';

describe('checkJsBudget', () => {
  it('is kept at the budget exactly and lists every chunk, largest first', () => {
    const check = checkJsBudget(
      [
        { file: 'assets/index-a.js', gzipKb: 30.4 },
        { file: 'assets/react-b.js', gzipKb: 68.3 },
        { file: 'assets/apollo-c.js', gzipKb: 81.3 },
      ],
      180,
    );
    expect(check).toMatchObject({ totalKb: 180, exceededKb: 0, ok: true, budgetKb: 180 });
    expect(check.lines.slice(0, 3).map((line) => line.trim().split(/\s+/)[0])).toEqual([
      'assets/apollo-c.js',
      'assets/react-b.js',
      'assets/index-a.js',
    ]);
    expect(check.lines.at(-1)).toContain('kept');
  });

  it('is broken by a tenth of a kB over, and says by how much', () => {
    const check = checkJsBudget(
      [
        { file: 'assets/a.js', gzipKb: 100 },
        { file: 'assets/b.js', gzipKb: 80.1 },
      ],
      180,
    );
    expect(check).toMatchObject({ totalKb: 180.1, exceededKb: 0.1, ok: false });
    expect(check.lines.at(-1)).toMatch(/BUDGET BROKEN: 180\.1 kB > 180 kB gzip \(0\.1 kB over\)/);
  });

  it('adds sizes without floating-point drift', () => {
    const check = checkJsBudget(
      Array.from({ length: 10 }, (_, i) => ({ file: `assets/${i}.js`, gzipKb: 0.1 })),
      1,
    );
    expect(check.totalKb).toBe(1);
    expect(check.ok).toBe(true);
  });

  it('defaults to the issue 18 budget of 180 kB', () => {
    expect(START_PAGE_JS_BUDGET_KB).toBe(180);
    expect(checkJsBudget([{ file: 'assets/x.js', gzipKb: 181 }]).exceededKb).toBe(1);
    expect(checkJsBudget([]).ok).toBe(true);
  });

  it('marks what came once the app was idle and sums it apart, still within the total', () => {
    const check = checkJsBudget(
      [
        { file: 'assets/index-a.js', gzipKb: 30.4 },
        { file: 'assets/sw-b.js', gzipKb: 2.7, idle: true },
        { file: 'assets/list-c.js', gzipKb: 5.2, idle: true },
      ],
      35,
    );
    expect(check).toMatchObject({ totalKb: 38.3, idleKb: 7.9, exceededKb: 3.3, ok: false });
    expect(check.lines.find((line) => line.includes('sw-b'))).toMatch(/2\.7 kB {2}\(idle\)$/);
    expect(check.lines.find((line) => line.includes('index-a'))).not.toContain('idle');
    expect(check.lines.find((line) => line.includes('of which idle'))).toContain('7.9 kB');
  });
});
