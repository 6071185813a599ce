import { useAppDispatch } from '@/app/hooks';
import { LANGUAGE_IDS } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import type { SessionContext } from './session';

/** The store and the language the auth calls need (mails come in the shopper's language). */
export function useSessionContext(): SessionContext {
  const dispatch = useAppDispatch();
  return { dispatch, languageId: LANGUAGE_IDS[useLocale()] };
}
