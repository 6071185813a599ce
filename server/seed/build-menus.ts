import {
  LANGS,
  LANGUAGE_ID,
  type ByLang,
  type CampaignRow,
  type CategoryRow,
  type Lang,
  type MenuItemRow,
  type MenuRow,
} from './model.js';

interface Link {
  label: ByLang<string>;
  url: ByLang<string>;
  type: MenuItemRow['type'];
  targetBlank?: boolean;
  children?: Link[];
}

const page = (nb: string, nn: string, url: string): Link => ({
  label: { nb, nn },
  url: { nb: url, nn: url },
  type: 'page',
});
const external = (nb: string, nn: string, url: string): Link => ({
  label: { nb, nn },
  url: { nb: url, nn: url },
  type: 'custom',
  targetBlank: true,
});

function categoryLinks(categories: CategoryRow[], parentId: number | null): Link[] {
  return categories
    .filter((c) => c.parentId === parentId)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((c) => ({
      label: { nb: c.text.nb.name, nn: c.text.nn.name },
      url: { nb: c.text.nb.url, nn: c.text.nn.url },
      type: 'custom',
      children: categoryLinks(categories, c.id),
    }));
}

function menuLinks(
  categories: CategoryRow[],
  campaigns: CampaignRow[],
): Record<string, { title: ByLang<string>; links: Link[] }> {
  const offer = campaigns[0];
  return {
    main: {
      title: { nb: 'Hovedmeny', nn: 'Hovudmeny' },
      links: [
        ...categoryLinks(categories, null),
        page('Merker', 'Merke', 'produsent'),
        ...(offer
          ? [
              {
                label: { nb: 'Tilbud', nn: 'Tilbod' },
                url: { nb: `dc/${offer.text.nb.alias}`, nn: `dc/${offer.text.nn.alias}` },
                type: 'custom' as const,
              },
            ]
          : []),
      ],
    },
    'footer-1': {
      title: { nb: 'Kundeservice', nn: 'Kundeservice' },
      links: [
        page('Kundeservice', 'Kundeservice', 'kundetjeneste'),
        page(
          'Kjøps- og leveringsbetingelser',
          'Kjøps- og leveringsvilkår',
          'kjops-og-leveringsbetingelser-2',
        ),
        page('Frakt og levering', 'Frakt og levering', 'frakt-og-levering'),
        page('Retur og reklamasjon', 'Retur og reklamasjon', 'retur-og-reklamasjon'),
        page('Kontakt oss', 'Kontakt oss', 'kontakt-oss'),
      ],
    },
    'footer-2': {
      title: { nb: 'ATV-Huset', nn: 'ATV-Huset' },
      links: [
        page('Om ATV-Huset', 'Om ATV-Huset', 'om-atv-huset'),
        page('Personvern', 'Personvern', 'personvern'),
        page('Informasjonskapsler', 'Informasjonskapslar', 'informasjonskapsler'),
        page('Merker', 'Merke', 'produsent'),
        page('Alle produkter', 'Alle produkt', 'produkter'),
      ],
    },
    'customer-service': {
      title: { nb: 'Kundeservice', nn: 'Kundeservice' },
      links: [
        page('Kundeservice', 'Kundeservice', 'kundetjeneste'),
        page('Mine bestillinger', 'Mine bestillingar', 'min-konto/bestillinger'),
        page('Frakt og levering', 'Frakt og levering', 'frakt-og-levering'),
        page('Retur og reklamasjon', 'Retur og reklamasjon', 'retur-og-reklamasjon'),
        external('Spor pakken', 'Spor pakka', 'https://sporing.posten.no/'),
      ],
    },
    // The footer's social links and credit links (issue 17).
    social: {
      title: { nb: 'Følg oss', nn: 'Følg oss' },
      links: [
        external('Facebook', 'Facebook', 'https://www.facebook.com/atvhuset'),
        external('Instagram', 'Instagram', 'https://www.instagram.com/atvhuset'),
        external('YouTube', 'YouTube', 'https://www.youtube.com/@atvhuset'),
      ],
    },
    credits: {
      title: { nb: 'Kreditering', nn: 'Kreditering' },
      links: [
        page('Illustrasjoner: ATV-Huset', 'Illustrasjonar: ATV-Huset', 'om-atv-huset'),
        external('Frakt: Posten Bring', 'Frakt: Posten Bring', 'https://www.bring.no/'),
      ],
    },
  };
}

/** Menus and their items: one tree per language, urls relative and without locale prefix. */
export function buildMenus(
  categories: CategoryRow[],
  campaigns: CampaignRow[],
): { menus: MenuRow[]; items: MenuItemRow[] } {
  const menus: MenuRow[] = [];
  const items: MenuItemRow[] = [];
  const add = (menuId: number, lang: Lang, links: Link[], parentId: number | null): void => {
    links.forEach((link, index) => {
      const id = items.length + 1;
      items.push({
        id,
        menuId,
        parentId,
        languageId: LANGUAGE_ID[lang],
        label: link.label[lang],
        type: link.type,
        sortOrder: index + 1,
        url: link.url[lang],
        targetBlank: link.targetBlank ?? false,
      });
      add(menuId, lang, link.children ?? [], id);
    });
  };
  Object.entries(menuLinks(categories, campaigns)).forEach(([locationId, menu], index) => {
    menus.push({ id: index + 1, locationId, title: menu.title });
    for (const lang of LANGS) add(index + 1, lang, menu.links, null);
  });
  return { menus, items };
}
