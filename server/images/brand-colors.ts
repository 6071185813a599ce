import { BRANDS } from './brand-defs.js';
import { slugify } from '../i18n/slug.js';
import { hash } from './svg.js';

const BY_ALIAS = new Map(BRANDS.map((b) => [slugify(b.name), b]));
// Longest first so "moose-utility-..." is not taken for a shorter alias.
const ALIASES = [...BY_ALIAS.keys()].sort((a, b) => b.length - a.length);
const FALLBACK = ['#d71920', '#0b5ed7', '#e85d04', '#2e9e3a', '#6f42c1', '#00a3b4'];

export function brandByAlias(alias: string): { name: string; color: string } | undefined {
  return BY_ALIAS.get(alias);
}

/** The brand colour for an image slug: brand alias first, then anywhere (packages), else a stable pick. */
export function accentFor(slug: string): string {
  const alias =
    ALIASES.find((a) => slug.startsWith(`${a}-`)) ?? ALIASES.find((a) => slug.includes(`-${a}-`));
  const brand = alias ? BY_ALIAS.get(alias) : undefined;
  // Black brand colours (Hella, Rigid) vanish on black lamps: use a warm signal colour instead.
  if (brand && brand.color !== '#1a1a1a' && brand.color !== '#1d1d1b') return brand.color;
  return FALLBACK[hash(slug) % FALLBACK.length] ?? '#d71920';
}
