// The shopper's text of each auth endpoint error, in Bokmål and Nynorsk (the REST answers'
// errors[0].message; extensions.code stays for clients that word it themselves).
import type { LanguageId } from '../i18n/language.js';

export type AccountErrorCode =
  | 'WRONG_CREDENTIALS'
  | 'ACCOUNT_EXISTS'
  | 'RESET_KEY_EXPIRED'
  | 'VERIFY_KEY_EXPIRED'
  | 'WRONG_PASSWORD_LOGGED_OUT'
  | 'UNAUTHENTICATED'
  | 'SIGNATURE_INVALID'
  | 'EMAIL_INVALID'
  | 'PASSWORD_INVALID'
  | 'BAD_REQUEST'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'METHOD_NOT_ALLOWED'
  | 'CROSS_SITE'
  | 'NOT_FOUND'
  | 'CUSTOMER_TYPE_INVALID'
  | 'ORGANIZATION_ID_INVALID'
  | 'COMPANY_NAME_INVALID'
  | 'WRONG_PASSWORD';

type Details = Record<string, unknown>;
type Text = string | ((d: Details) => string);

function wait(seconds: unknown, nn: boolean): string {
  const s = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60;
  if (s < 60) return s === 1 ? '1 sekund' : `${s} ${nn ? 'sekund' : 'sekunder'}`;
  const m = Math.ceil(s / 60);
  return m === 1 ? '1 minutt' : `${m} ${nn ? 'minutt' : 'minutter'}`;
}

const nb: Record<AccountErrorCode, Text> = {
  // The spec's error catalogue (wrong e-mail or password, account exists...), in Norwegian.
  WRONG_CREDENTIALS: 'Feil e-post eller passord.',
  ACCOUNT_EXISTS: 'Det finnes allerede en konto med denne e-postadressen.',
  RESET_KEY_EXPIRED: 'Lenken er utløpt eller allerede brukt. Be om en ny.',
  VERIFY_KEY_EXPIRED:
    'Lenken er utløpt, allerede brukt eller gjelder ikke denne kontoen og adressen.',
  WRONG_PASSWORD_LOGGED_OUT: 'Feil nåværende passord. Du er logget ut for sikkerhets skyld.',
  UNAUTHENTICATED: 'Du er ikke logget inn.',
  SIGNATURE_INVALID: 'Innloggingen tok for lang tid. Prøv igjen.',
  EMAIL_INVALID: 'Du må skrive inn en gyldig e-postadresse.',
  PASSWORD_INVALID: 'Passordet kom ikke fram riktig. Last siden på nytt og prøv igjen.',
  BAD_REQUEST: 'Ugyldig forespørsel.',
  RATE_LIMITED: (d) => `For mange forsøk på kort tid. Prøv igjen om ${wait(d.retryAfter, false)}.`,
  PAYLOAD_TOO_LARGE: 'For stor forespørsel.',
  UNSUPPORTED_MEDIA_TYPE: 'Forespørselen må sendes som JSON.',
  METHOD_NOT_ALLOWED: 'Denne metoden er ikke tillatt her.',
  CROSS_SITE: 'Logg ut fra ATV-Husets egne sider.',
  NOT_FOUND: 'Fant ikke denne adressen.',
  CUSTOMER_TYPE_INVALID: 'Velg privatkunde eller bedriftskunde.',
  ORGANIZATION_ID_INVALID: 'Organisasjonsnummeret må ha 9 siffer og være gyldig.',
  COMPANY_NAME_INVALID: 'Skriv inn firmanavnet (høyst 100 tegn).',
  WRONG_PASSWORD: 'Feil passord.',
};

const nn: Record<AccountErrorCode, Text> = {
  WRONG_CREDENTIALS: 'Feil e-post eller passord.',
  ACCOUNT_EXISTS: 'Det finst alt ein konto med denne e-postadressa.',
  RESET_KEY_EXPIRED: 'Lenkja har gått ut eller er alt brukt. Be om ei ny.',
  VERIFY_KEY_EXPIRED:
    'Lenkja har gått ut, er alt brukt eller gjeld ikkje denne kontoen og adressa.',
  WRONG_PASSWORD_LOGGED_OUT: 'Feil noverande passord. Du er logga ut for sikkerheits skuld.',
  UNAUTHENTICATED: 'Du er ikkje logga inn.',
  SIGNATURE_INVALID: 'Innlogginga tok for lang tid. Prøv igjen.',
  EMAIL_INVALID: 'Du må skrive inn ei gyldig e-postadresse.',
  PASSWORD_INVALID: 'Passordet kom ikkje fram rett. Last sida på nytt og prøv igjen.',
  BAD_REQUEST: 'Ugyldig førespurnad.',
  RATE_LIMITED: (d) => `For mange forsøk på kort tid. Prøv igjen om ${wait(d.retryAfter, true)}.`,
  PAYLOAD_TOO_LARGE: 'For stor førespurnad.',
  UNSUPPORTED_MEDIA_TYPE: 'Førespurnaden må sendast som JSON.',
  METHOD_NOT_ALLOWED: 'Denne metoden er ikkje tillaten her.',
  CROSS_SITE: 'Logg ut frå ATV-Huset sine eigne sider.',
  NOT_FOUND: 'Fann ikkje denne adressa.',
  CUSTOMER_TYPE_INVALID: 'Vel privatkunde eller bedriftskunde.',
  ORGANIZATION_ID_INVALID: 'Organisasjonsnummeret må ha 9 siffer og vere gyldig.',
  COMPANY_NAME_INVALID: 'Skriv inn firmanamnet (høgst 100 teikn).',
  WRONG_PASSWORD: 'Feil passord.',
};

export function accountErrorText(
  code: AccountErrorCode,
  details: Details,
  languageId: LanguageId,
): string {
  const text = (languageId === 2 ? nn : nb)[code];
  return typeof text === 'function' ? text(details) : text;
}
