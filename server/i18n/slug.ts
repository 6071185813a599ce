const LETTERS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  å: 'a',
  ä: 'a',
  ö: 'o',
  ü: 'u',
  ß: 'ss',
  '×': 'x',
};

/** URL segment: lower case, æ→ae, ø→o, å→a, other accents dropped, anything else → '-'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåäöüß×]/g, (letter) => LETTERS[letter] ?? '')
    .replace(/&/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
