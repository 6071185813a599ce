// The link rule editors' content is held to (content-rules.ts isSafeLink): what a browser would
// open is what the text says.
import { describe, expect, it } from 'vitest';
import { isSafeLink } from './content-rules.js';

describe('isSafeLink', () => {
  it('takes shop paths, relative aliases, http(s), mailto and tel', () => {
    for (const url of [
      '/c/lys',
      'produkter',
      'https://www.vegvesen.no/kjoretoy',
      'mailto:kundeservice@atv-huset.no',
      'tel:+4732204500',
    ])
      expect(isSafeLink(url), url).toBe(true);
  });

  it('refuses scripts and what a browser reads differently from the text', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>',
      '//evil.example/x',
      // Control characters are dropped by the browser: this is a javascript: link.
      '\u0001javascript:alert(document.domain)',
      'java\u0000script:alert(1)',
      // A backslash is a slash: this is another site, not a shop path.
      '/\\evil.example/phish',
      'https:\\\\evil.example',
      '',
    ])
      expect(isSafeLink(url), JSON.stringify(url)).toBe(false);
  });
});
