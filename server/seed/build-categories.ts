import { CATEGORY_TREE, categoryAlias, type CategoryDef } from '../images/category-tree.js';
import { LANGS, type CategoryRow, type Lang } from './model.js';

const GROUP_TEXT: Record<string, Record<Lang, (name: string) => string>> = {
  atv: {
    nb: (n) =>
      `<p>${n} til ATV og UTV fra kjente merker. Vi sender fra eget lager, og du får hjelp til å finne riktig del til din modell.</p>`,
    nn: (n) =>
      `<p>${n} til ATV og UTV frå kjende merke. Vi sender frå eige lager, og du får hjelp til å finne rett del til din modell.</p>`,
  },
  trailer: {
    nb: (n) =>
      `<p>${n} til tilhengeren: reservedeler og utstyr fra ledende produsenter, klart til sending.</p>`,
    nn: (n) =>
      `<p>${n} til tilhengaren: reservedelar og utstyr frå leiande produsentar, klart til sending.</p>`,
  },
  lights: {
    nb: (n) =>
      `<p>${n} for ATV, traktor, bil og tilhenger. Kraftig LED-lys som tåler norsk vær og føre.</p>`,
    nn: (n) =>
      `<p>${n} for ATV, traktor, bil og tilhengar. Kraftig LED-lys som toler norsk vêr og føre.</p>`,
  },
};

const META: Record<Lang, (name: string) => string> = {
  nb: (n) =>
    `Kjøp ${n.toLowerCase()} på nett hos ATV-Huset. Rask levering, åpent kjøp i 14 dager og god hjelp fra kundeservice.`,
  nn: (n) =>
    `Kjøp ${n.toLowerCase()} på nett hjå ATV-Huset. Rask levering, ope kjøp i 14 dagar og god hjelp frå kundeservice.`,
};

/** Flattens the curated tree depth first: ids 1..n, aliases unique per language, url paths c/... */
export function buildCategories(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const used: Record<Lang, Set<string>> = { nb: new Set(), nn: new Set() };
  const visit = (
    def: CategoryDef,
    parent: CategoryRow | null,
    group: string,
    sortOrder: number,
  ): void => {
    const id = rows.length + 1;
    const text = Object.fromEntries(
      LANGS.map((lang) => {
        const alias = categoryAlias(def[lang], parent?.text[lang].alias ?? null, used[lang]);
        const name = def[lang];
        const describe = GROUP_TEXT[group]?.[lang] ?? GROUP_TEXT.atv?.[lang];
        return [
          lang,
          {
            name,
            alias,
            url: parent ? `${parent.text[lang].url}/${alias}` : `c/${alias}`,
            description: describe ? describe(name) : '',
            metaTitle: `${name} | ATV-Huset`,
            metaDescription: META[lang](name),
          },
        ];
      }),
    ) as CategoryRow['text'];
    const row: CategoryRow = {
      id,
      parentId: parent?.id ?? null,
      sortOrder,
      key: def.key,
      icon: def.icon,
      path: [...(parent?.path ?? []), id],
      text,
      imageFile: null,
    };
    rows.push(row);
    def.children?.forEach((child, index) => visit(child, row, group, index + 1));
  };
  CATEGORY_TREE.forEach((def, index) => visit(def, null, def.key, index + 1));
  return rows;
}
