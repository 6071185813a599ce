// PostgreSQL's norwegian_stem dictionary in the API process: its stop words, then the Snowball
// Norwegian stemmer (snowballstem.org, norwegian.sbl as of Snowball 2, which Postgres ships). Search stems a word it has
// never seen here instead of asking the database, so a search of made-up words costs no SQL; the
// browser's offline search stems with it too, so it finds what the server would.
// server/list-index/norwegian-stem.test.ts holds it to ts_lexize('norwegian_stem', …) word for
// word (it needs the database, so the test stays with the server).

// PostgreSQL's tsearch_data/norwegian.stop.
const STOP_WORDS = new Set(
  (
    'alle at av bare begge ble blei bli blir blitt både båe da de deg dei deim deira deires dem ' +
    'den denne der dere deres det dette di din disse ditt du dykk dykkar då eg ein eit eitt eller ' +
    'elles en enn er et ett etter for fordi fra før ha hadde han hans har hennar henne hennes her ' +
    'hjå ho hoe honom hoss hossen hun hva hvem hver hvilke hvilken hvis hvor hvordan hvorfor i ' +
    'ikke ikkje ingen ingi inkje inn inni ja jeg kan kom korleis korso kun kunne kva kvar ' +
    'kvarhelst kven kvi kvifor man mange me med medan meg meget mellom men mi min mine mitt mot ' +
    'mykje ned no noe noen noka noko nokon nokor nokre nå når og også om opp oss over på samme ' +
    'seg selv si sia sidan siden sin sine sitt sjøl skal skulle slik so som somme somt så sånn ' +
    'til um upp ut uten var vart varte ved vere verte vi vil ville vore vors vort vår være vært å'
  ).split(' '),
);

const VOWELS = new Set('aeiouyåæø');
const S_ENDING = new Set('bcdfghjlmnoprtvyz');

// Suffixes by what is done with them; the longest that ends the word inside R1 wins.
const MAIN_SUFFIXES = new Map<string, 'delete' | 's' | 'er'>([
  ...'a e ede ande ende ane ene hetene en heten ar er heter as es edes endes enes hetenes ens hetens ers ets et het ast'
    .split(' ')
    .map((s) => [s, 'delete'] as const),
  ['s', 's'],
  ['erte', 'er'],
  ['ert', 'er'],
]);
const OTHER_SUFFIXES = 'leg eleg ig eig lig elig els lov elov slov hetslov'.split(' ');

/**
 * Whether a word is only an ending the stemmer takes off ("er", "ene", "het"): as the last part
 * of a compound it would stand for nearly every inflected word.
 */
export function isInflectionEnding(word: string): boolean {
  return MAIN_SUFFIXES.has(word) || OTHER_SUFFIXES.includes(word);
}

/** The longest of `suffixes` that `word` ends with, starting at or after `from`. */
function longest(word: string, suffixes: Iterable<string>, from: number): string | null {
  let found: string | null = null;
  for (const suffix of suffixes)
    if (
      word.endsWith(suffix) &&
      word.length - suffix.length >= from &&
      suffix.length > (found?.length ?? -1)
    )
      found = suffix;
  return found;
}

/** R1: after the first non-vowel that follows a vowel, and at least 3 letters in. */
function region1(word: string): number {
  let i = 0;
  while (i < word.length && !VOWELS.has(word[i] ?? '')) i++;
  i++;
  while (i < word.length && VOWELS.has(word[i] ?? '')) i++;
  i++;
  const p1 = i > word.length ? word.length : i;
  return Math.max(p1, 3);
}

function mainSuffix(word: string, p1: number): string {
  const suffix = longest(word, MAIN_SUFFIXES.keys(), p1);
  if (suffix === null) return word;
  const stem = word.slice(0, -suffix.length);
  switch (MAIN_SUFFIXES.get(suffix)) {
    case 'delete':
      return stem;
    case 'er':
      return `${stem}er`;
    case 's': {
      const last = stem.at(-1) ?? '';
      const previous = stem.at(-2);
      const drops =
        S_ENDING.has(last) || (last === 'k' && previous !== undefined && !VOWELS.has(previous));
      return drops ? stem : word;
    }
    default:
      return word;
  }
}

/**
 * The lexeme ts_lexize('norwegian_stem', word) gives for a lower-case word of letters: '' for a
 * stop word (services/search-terms.ts' stemWords answers one so).
 */
export function norwegianStem(word: string): string {
  if (STOP_WORDS.has(word)) return '';
  if (word.length < 3) return word;
  const p1 = region1(word);
  let stem = mainSuffix(word, p1);
  if (p1 <= stem.length - 2 && (stem.endsWith('dt') || stem.endsWith('vt')))
    stem = stem.slice(0, -1);
  const other = longest(stem, OTHER_SUFFIXES, p1);
  if (other !== null) stem = stem.slice(0, -other.length);
  return stem;
}
