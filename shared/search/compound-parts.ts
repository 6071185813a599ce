// Norwegian writes compounds as one word ("vinsjpakke", "arbeidslys"): a shopper searching for
// "pakke" or "lys" means them too. These rules say which search words may stand for the last part
// of a compound, for the server's search (server/list-index/compound-terms.ts) and the browser's
// offline search alike.
import { isInflectionEnding } from './norwegian-stem.js';

/**
 * The shortest search word that may be the last part of a compound: 3 letters, as "lys", "rør",
 * "sag" and "kit" are. A shorter part ("a", "er", "en") is an ending nearly every word has, so it
 * would match the whole catalogue; endings the stemmer knows of 3 letters or more ("ene", "het",
 * "ert") are refused for the same reason (isInflectionEnding).
 */
export const MIN_PART_LENGTH = 3;

/**
 * Letters a compound needs before its last part: "vinsj|pakke", "bak|lys"; a word only one or
 * two letters longer than the part ("flys" for "lys") is another word, not a compound.
 */
export const MIN_HEAD_LENGTH = 3;

/** Whether a search word may be looked for as the last part of compound words. */
export function isCompoundPart(word: string): boolean {
  return word.length >= MIN_PART_LENGTH && /^\p{L}+$/u.test(word) && !isInflectionEnding(word);
}

/** Whether `word` is a compound that ends with `part` (and so is found by it). */
export function endsWithPart(word: string, part: string): boolean {
  return word.length - part.length >= MIN_HEAD_LENGTH && word.endsWith(part);
}

/**
 * The last parts a word may be found by, longest first: "arbeidslys" gives "eidslys", "idslys",
 * "dslys", "slys" and "lys" (an index of them answers "which words end with this part" by exact
 * lookup).
 */
export function compoundTails(word: string): string[] {
  const tails: string[] = [];
  if (!/^\p{L}+$/u.test(word)) return tails;
  for (let start = MIN_HEAD_LENGTH; word.length - start >= MIN_PART_LENGTH; start++) {
    const tail = word.slice(start);
    if (isCompoundPart(tail)) tails.push(tail);
  }
  return tails;
}
