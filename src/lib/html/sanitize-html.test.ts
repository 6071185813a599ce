import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<h3>Passer til</h3><p>Kraftig <strong>sintret</strong> <em>bremseklosser</em><br></p><ul><li>Foran</li></ul><ol><li>Bak</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes attributes, scripts and event handlers', () => {
    expect(sanitizeHtml('<p class="x" onclick="alert(1)">Hei</p><script>alert(1)</script>')).toBe(
      '<p>Hei</p>',
    );
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><p>Tekst</p>')).toBe('<p>Tekst</p>');
  });

  it('unwraps other elements to their text', () => {
    expect(sanitizeHtml('<div><a href="javascript:alert(1)">Les mer</a> om <b>EBC</b></div>')).toBe(
      'Les mer om EBC',
    );
    expect(sanitizeHtml('<h2>Tittel</h2>')).toBe('Tittel');
  });

  it('escapes text', () => {
    expect(sanitizeHtml('<p>5 &lt; 6 &amp; &lt;script&gt;</p>')).toBe(
      '<p>5 &lt; 6 &amp; &lt;script&gt;</p>',
    );
  });
});
