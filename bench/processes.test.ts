import { describe, expect, it } from 'vitest';
import { nodeFlagsOf, SERVER_NODE_FLAGS } from './processes.js';

describe('the bench servers', () => {
  it("run with npm start's node options (its heap limit), read from package.json", () => {
    expect(nodeFlagsOf('node --max-old-space-size=512 scripts/start.mjs')).toEqual([
      '--max-old-space-size=512',
    ]);
    expect(nodeFlagsOf('node scripts/start.mjs')).toEqual([]);
    expect(() => nodeFlagsOf('tsx scripts/start.mjs')).toThrow(/Not a node command/);
    expect(SERVER_NODE_FLAGS.some((flag) => flag.startsWith('--max-old-space-size='))).toBe(true);
  });
});
