/** Database language ids: 1 = Norwegian Bokmål (default), 2 = Norwegian Nynorsk. */
export type LanguageId = 1 | 2;

export const DEFAULT_LANGUAGE: LanguageId = 1;

/** Unknown or missing ids fall back to Bokmål rather than failing the request. */
export function languageOf(id: number | null | undefined): LanguageId {
  return id === 2 ? 2 : DEFAULT_LANGUAGE;
}
