import type { Lang, ProductText } from './model.js';

export interface TextInput {
  name: string;
  alias: string;
  intro: string;
  params: readonly (readonly [string, string])[];
  brand: string;
  categoryNames: readonly string[];
  articleNumber: string;
  heavy: boolean;
  /** Extra HTML placed after the specification list (package contents). */
  extra?: string;
}

const DELIVERY: Record<Lang, { normal: string; heavy: string; order: string }> = {
  nb: {
    normal: 'Normal leveringstid er 2–4 virkedager.',
    heavy: 'Varen sendes som tungt gods med levering på 3–5 virkedager.',
    order: 'Bestill før kl. 07.00, så sender vi samme dag.',
  },
  nn: {
    normal: 'Normal leveringstid er 2–4 vyrkedagar.',
    heavy: 'Vara vert send som tungt gods med levering på 3–5 vyrkedagar.',
    order: 'Bestill før kl. 07.00, så sender vi same dag.',
  },
};

const SPEC_TITLE: Record<Lang, string> = { nb: 'Spesifikasjoner', nn: 'Spesifikasjonar' };

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function firstSentence(text: string): string {
  const match = /^.*?[.!?](\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The translated texts of one product: HTML description, meta fields and the search text. */
export function composeProductText(lang: Lang, input: TextInput): ProductText {
  const delivery = DELIVERY[lang];
  const specs = input.params
    .map(([name, value]) => `<li><strong>${escapeHtml(name)}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  const description = [
    `<p>${escapeHtml(input.intro)}</p>`,
    specs ? `<p><strong>${SPEC_TITLE[lang]}</strong></p><ul>${specs}</ul>` : '',
    input.extra ?? '',
    `<p>${input.heavy ? delivery.heavy : delivery.normal} ${delivery.order}</p>`,
  ].join('');
  const shortDescription = firstSentence(input.intro);
  return {
    name: input.name,
    alias: input.alias,
    shortDescription,
    description,
    metaTitle: clip(`${input.name} | ATV-Huset`, 70),
    metaDescription: clip(
      `${shortDescription} ${input.brand} – art.nr. ${input.articleNumber}.`,
      155,
    ),
    searchText: [
      input.name,
      input.brand,
      ...input.categoryNames,
      input.articleNumber,
      ...input.params.map(([, value]) => value),
    ].join(' '),
  };
}
