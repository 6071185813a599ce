// The back-in-stock mail, in the sign-up's language (Bokmål or Nynorsk).
import type { LanguageId } from '../i18n/language.js';
import type { MailMessage } from '../mail/mailer.js';
import { render } from '../mail/messages.js';
import type { AlertSubject } from './stock-alert-store.js';

export function backInStockMail(
  to: string,
  subject: AlertSubject,
  link: string,
  languageId: LanguageId,
): MailMessage {
  if (languageId === 2) {
    const what = subject.size ? `${subject.name} i storleik ${subject.size}` : subject.name;
    return render(
      to,
      `No er ${subject.name} på lager att`,
      [
        { text: `Hei!\nDu bad oss seie frå når ${what} kom på lager att. No kan du kjøpe vara.` },
        { link, label: 'Sjå vara' },
        {
          text: 'Dette er den einaste e-posten du får om dette varselet. Vil du ha beskjed ein annan gong òg, melder du deg på att på produktsida.',
        },
      ],
      2,
    );
  }
  const what = subject.size ? `${subject.name} i størrelse ${subject.size}` : subject.name;
  return render(
    to,
    `Nå er ${subject.name} på lager igjen`,
    [
      { text: `Hei!\nDu ba oss si fra når ${what} kom på lager igjen. Nå kan du kjøpe varen.` },
      { link, label: 'Se varen' },
      {
        text: 'Dette er den eneste e-posten du får om dette varselet. Vil du ha beskjed en annen gang også, melder du deg på igjen på produktsiden.',
      },
    ],
    1,
  );
}
