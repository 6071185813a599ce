// The editor-facing errors of the content mutations, in the caller's language (Bokmål or
// Nynorsk): the message says what to do, extensions.code and fields say where.
import { createGraphQLError } from 'graphql-yoga';
import type { LanguageId } from '../i18n/language.js';
import type { ContentFieldError } from './content-rules.js';

type Code = 'INVALID_CONTENT' | 'ALIAS_TAKEN' | 'REVISION_CONFLICT' | 'NOT_FOUND';

const TEXTS: Record<Code, Record<LanguageId, string>> = {
  INVALID_CONTENT: {
    1: 'Innholdet kan ikke lagres: noen felt mangler eller er ugyldige.',
    2: 'Innhaldet kan ikkje lagrast: nokre felt manglar eller er ugyldige.',
  },
  ALIAS_TAKEN: {
    1: 'Adressen er allerede i bruk av en annen side. Velg en annen adresse.',
    2: 'Adressa er alt i bruk av ei anna side. Vel ei anna adresse.',
  },
  REVISION_CONFLICT: {
    1: 'Noen andre har endret utkastet i mellomtiden. Last det på nytt før du lagrer.',
    2: 'Nokon andre har endra utkastet i mellomtida. Last det på nytt før du lagrar.',
  },
  NOT_FOUND: {
    1: 'Fant ikke dette innholdsområdet.',
    2: 'Fann ikkje dette innhaldsområdet.',
  },
};

export function contentError(
  code: Code,
  languageId: LanguageId,
  extensions: { fields?: ContentFieldError[]; revision?: number } = {},
) {
  return createGraphQLError(TEXTS[code][languageId], {
    extensions: { code, ...extensions },
  });
}
