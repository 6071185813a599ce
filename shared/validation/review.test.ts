import { describe, expect, it } from 'vitest';
import { plainText, questionErrors, ratingError, reviewErrors, textFieldError } from './review.js';

describe('review rules', () => {
  it('wants a whole number of stars from 1 to 5', () => {
    expect([null, undefined, 0].map(ratingError)).toEqual(['REQUIRED', 'REQUIRED', 'REQUIRED']);
    expect([-1, 6, 4.5, Number.NaN].map(ratingError)).toEqual([
      'INVALID',
      'INVALID',
      'INVALID',
      'INVALID',
    ]);
    expect([1, 3, 5].map(ratingError)).toEqual([null, null, null]);
  });

  it('counts characters, not UTF-16 units, and trims first', () => {
    expect(textFieldError('title', '   ')).toBe('REQUIRED');
    expect(textFieldError('title', ' Ok ')).toBe('TOO_SHORT');
    expect(textFieldError('title', 'Bra')).toBeNull();
    expect(textFieldError('title', '😀'.repeat(100))).toBeNull();
    expect(textFieldError('title', '😀'.repeat(101))).toBe('TOO_LONG');
  });

  it('names every missing input of a review, in the form’s order', () => {
    expect(reviewErrors({ rating: null, authorName: '', title: '', text: '' })).toEqual([
      { field: 'rating', code: 'REQUIRED' },
      { field: 'authorName', code: 'REQUIRED' },
      { field: 'title', code: 'REQUIRED' },
      { field: 'text', code: 'REQUIRED' },
    ]);
    expect(
      reviewErrors({ rating: 5, authorName: 'Kari', title: 'Topp', text: 'Passet perfekt.' }),
    ).toEqual([]);
    expect(questionErrors({ authorName: 'Per', question: 'Passer?' })).toEqual([
      { field: 'question', code: 'TOO_SHORT' },
    ]);
  });

  it('refuses an author name that passes for the shop, and only that', () => {
    for (const name of [
      'ATV-Huset',
      'atvhuset kundeservice',
      'Kundeservice',
      'ATV Huset AS',
      // As an attack probe wrote them: invisible and lookalike characters, spacing, symbols.
      'ATV\u200bHuset',
      'ATV\u00adHuset',
      'ATV\u2010Huset',
      'ATV\u2013Huset',
      '\u0410\u0422V-Huset',
      '\uff21\uff34\uff36-Huset',
      'A T V-Huset',
      'ATV/Huset',
      'Kunde service',
      'Kunde\u200bservice',
      // Round six: letters of other scripts no table lists (Greek capital Eta, Lisu capitals,
      // Armenian u) among the shop's own Latin ones.
      'ATV-\u0397uset',
      '\ua4ee\ua4d4\ua4e6-Huset',
      'ATV-H\u057dset',
      'Kundes\u0400rvice',
    ])
      expect(textFieldError('authorName', name)).toBe('RESERVED');
    // A name in another script is a shopper's (nothing of the shop's Latin letters in it).
    for (const name of [
      'Kari fra Bø',
      'Huset på landet',
      'ATV-Ola',
      'Александр Иванов',
      'Ηλίας Παππάς',
    ])
      expect(textFieldError('authorName', name)).toBeNull();
    // Only the author: a text may name the shop.
    expect(textFieldError('text', 'Rask levering fra ATV-Huset, takk!')).toBeNull();
  });

  it('keeps markup as the characters typed and tidies whitespace', () => {
    expect(plainText('  <b>Bra</b>\r\n\r\n\r\nJa\u0000 ')).toBe('<b>Bra</b>\n\nJa');
    // Format characters go (a right-to-left override showed "\u202EtesuH-VTA" as "ATV-Huset"),
    // the joiners of emoji and of some scripts' spelling stay.
    expect(plainText('\u202EtesuH-VTA')).toBe('tesuH-VTA');
    expect(
      plainText('a\u200e\u200f\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\ufeff\u0085b'),
    ).toBe('ab');
    expect(plainText('\u{1F468}\u200d\u{1F527} ok \u200c')).toBe(
      '\u{1F468}\u200d\u{1F527} ok \u200c',
    );
  });
});
