// Editors' HTML is cleaned on the server with an allowlist (sanitize-html) before it is stored
// and again when it is read, so no script, event handler, style or javascript: address reaches
// a shopper's page, whatever was typed or written to the database by hand.
import sanitizeHtml from 'sanitize-html';

/** Addresses a link may have: the web, mail and phone (relative paths always pass). */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** The HTML widget may also lay out with divs, spans and code. */
const HTML_TAGS = [...RICH_TEXT_TAGS, 'div', 'span', 'section', 'code', 'pre', 'small', 'h5'];

const ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/**
 * Images come from the shop's own image server only (the CSP allows no other): a src with a
 * scheme or starting with // is dropped with its image.
 */
const isOwnImage = (src: string | undefined): boolean =>
  typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');

function options(allowedTags: string[]): sanitizeHtml.IOptions {
  return {
    allowedTags,
    allowedAttributes: ATTRIBUTES,
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    // Script and style elements go with their text; other unknown tags leave their text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
    disallowedTagsMode: 'discard',
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
    transformTags: {
      // A link that opens a new tab never hands the shop's page to the other site.
      a: (tagName, attribs) => {
        const { target, ...rest } = attribs;
        return target === '_blank'
          ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
          : { tagName, attribs: { ...rest, ...(rest.rel ? { rel: rest.rel } : {}) } };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  };
}

const RICH_TEXT_OPTIONS = options(RICH_TEXT_TAGS);
const HTML_OPTIONS = options(HTML_TAGS);

/** The rich-text widget's HTML: text formatting, lists, links, headings, tables, own images. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT_OPTIONS);

/** The HTML widget's HTML: the rich-text set plus layout elements; never script or style. */
export const sanitizeWidgetHtml = (html: string): string => sanitizeHtml(html, HTML_OPTIONS);
