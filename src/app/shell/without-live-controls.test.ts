// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutLiveControls } from './render-shell';

describe('withoutLiveControls', () => {
  it('disables the shell’s buttons and fields and leaves its links alone', () => {
    const html =
      '<button type="button" class="a">Søk</button><input type="email" name="e"/>' +
      '<select><option>1</option></select><textarea></textarea><a href="/c/lys">Lys</a>' +
      '<buttonish></buttonish>';
    expect(withoutLiveControls(html)).toBe(
      '<button disabled="" type="button" class="a">Søk</button><input disabled="" type="email" name="e"/>' +
        '<select disabled=""><option>1</option></select><textarea disabled=""></textarea>' +
        '<a href="/c/lys">Lys</a><buttonish></buttonish>',
    );
  });
});
