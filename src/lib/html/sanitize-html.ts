const ALLOWED = new Set(['P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'BR', 'H3']);
// Elements whose content is never text for the shopper: dropped with everything inside.
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
]);

/**
 * Keeps only p, ul, ol, li, strong, em, br and h3, without any attributes; other elements are
 * unwrapped to their text. The product description comes from our own API, but a description
 * imported from a supplier must still never run script in the shop.
 */
export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html').body;
  const target = document.createElement('div');
  copyChildren(source, target);
  return target.innerHTML;
}

function copyChildren(from: Node, to: Node): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const tag = (child as Element).tagName.toUpperCase();
      if (DROPPED.has(tag)) continue;
      if (ALLOWED.has(tag)) {
        const copy = document.createElement(tag.toLowerCase());
        copyChildren(child, copy);
        to.appendChild(copy);
      } else {
        copyChildren(child, to);
      }
    }
  }
}
