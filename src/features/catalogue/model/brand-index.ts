import { norwegianCompare } from '@/lib/norwegian-compare';

export interface BrandItem {
  id: number;
  name: string;
  /** API canonicalUrl: b/{alias} */
  url: string;
  count: number;
}

export interface BrandGroup {
  letter: string;
  brands: BrandItem[];
}

const compare = norwegianCompare({ sensitivity: 'base', numeric: true });

/** The letter a brand is listed under: its first letter, "#" for digits and signs. */
function letterOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase('nb');
  return /\p{L}/u.test(first) ? first : '#';
}

/** Brands A–Å (Norwegian order: Æ, Ø, Å after Z), grouped by first letter. */
export function groupBrandsByLetter(brands: readonly BrandItem[]): BrandGroup[] {
  const sorted = [...brands].sort((a, b) => compare(a.name, b.name));
  const groups: BrandGroup[] = [];
  for (const brand of sorted) {
    const letter = letterOf(brand.name);
    const last = groups.at(-1);
    // Letters the collator treats as equal (A and Á) share the group of the first.
    if (last && compare(last.letter, letter) === 0) last.brands.push(brand);
    else groups.push({ letter, brands: [brand] });
  }
  const digits = groups.filter((group) => group.letter === '#');
  return [...digits, ...groups.filter((group) => group.letter !== '#')];
}
