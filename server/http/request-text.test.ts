import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_NESTING, unsoundRequestText } from './request-text.js';

describe('request text no client sends', () => {
  it('refuses the NUL character, raw or escaped for JSON or GraphQL', () => {
    const nul = 'Text may not contain the NUL character';
    expect(unsoundRequestText('{"variables":{"alias":"a\\u0000b"}}')).toBe(nul);
    expect(unsoundRequestText('{"query":"{ product(alias: \\"\\\\u0000\\") { name } }"}')).toBe(
      nul,
    );
    expect(unsoundRequestText('{ product(alias: "\\u{0}") { name } }')).toBe(nul);
    expect(unsoundRequestText('{"email":"a\u0000@b.no"}')).toBe(nul);
    expect(unsoundRequestText('{"text":"\\u00e5 \\u2603"}')).toBeNull();
  });

  it('refuses JSON nested deeper than the limit, brackets inside strings not counted', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    expect(unsoundRequestText(`{"v":${nested(MAX_REQUEST_NESTING - 1)}}`)).toBeNull();
    expect(unsoundRequestText(`{"v":${nested(MAX_REQUEST_NESTING)}}`)).toMatch(/nested at most 32/);
    expect(unsoundRequestText(`{"v":${nested(5000)}}`)).toMatch(/nested at most/);
    expect(unsoundRequestText(`{"q":"${'{'.repeat(100)}\\"${'['.repeat(100)}"}`)).toBeNull();
  });
});
