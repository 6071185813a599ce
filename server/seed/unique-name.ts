import type { Text2 } from './part-type.js';

// The generator draws a part's name from its type, brand and a few options, so in a large
// catalogue many products came out with the same name and differed only in price. A repeated
// name gets a numbered version, the same in both written standards, so each name stays one
// product's in each language. Not a year: "for Polaris RZR XP 1000, 2026-modell" read as the
// vehicle's model year, against the part's own "Passer til … 2020-2023".

/** The label the nth product of a name gets (n = 2 for the second). */
export function editionLabel(n: number): Text2 {
  const label = `versjon ${String(n)}`;
  return { nb: label, nn: label };
}

/** Names taken so far, per language, and the last edition number each base name got. */
export interface NameRegister {
  taken: Set<string>;
  editions: Map<string, number>;
}

export const createNameRegister = (): NameRegister => ({ taken: new Set(), editions: new Map() });

const key = (lang: 'nb' | 'nn', name: string) => `${lang}\u0000${name}`;

/** The name as it is when free in both languages, else with the first edition that is. */
export function uniqueName(register: NameRegister, name: Text2): Text2 {
  const free = (candidate: Text2) =>
    !register.taken.has(key('nb', candidate.nb)) && !register.taken.has(key('nn', candidate.nn));
  let chosen = name;
  if (!free(name)) {
    let n = register.editions.get(key('nb', name.nb)) ?? 1;
    do {
      n++;
      const label = editionLabel(n);
      chosen = { nb: `${name.nb}, ${label.nb}`, nn: `${name.nn}, ${label.nn}` };
    } while (!free(chosen));
    register.editions.set(key('nb', name.nb), n);
  }
  register.taken.add(key('nb', chosen.nb));
  register.taken.add(key('nn', chosen.nn));
  return chosen;
}
