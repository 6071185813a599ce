import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { groupBrandsByLetter, type BrandItem } from '../model/brand-index';
import './brand-index.css';

/** The Norwegian alphabet: every letter shows in the jump list, those without brands dimmed. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ'.match(/\p{Lu}/gu) ?? [];

const anchor = (letter: string) => `merker-${letter === '#' ? '0-9' : letter.toLowerCase()}`;

/** All brands under their letters, with a jump list A–Å. */
export function BrandIndex({ brands }: { brands: readonly BrandItem[] }) {
  const { t } = useTranslation(['listing', 'common']);
  const groups = groupBrandsByLetter(brands);
  const used = new Set(groups.map((group) => group.letter));
  const letters = [...new Set([...ALPHABET, ...used])];
  return (
    <div className="brand-index">
      <nav className="brand-index__letters" aria-label={t('brands.letters')}>
        <ul role="list">
          {letters.map((letter) => (
            <li key={letter}>
              {used.has(letter) ? (
                <a href={`#${anchor(letter)}`}>{letter}</a>
              ) : (
                <span aria-hidden="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.letter}
          id={anchor(group.letter)}
          className="brand-index__group"
          aria-labelledby={`${anchor(group.letter)}-title`}
        >
          <h2 id={`${anchor(group.letter)}-title`} className="brand-index__letter">
            {group.letter}
          </h2>
          <ul role="list" className="brand-index__brands">
            {group.brands.map((brand) => (
              <li key={brand.id}>
                <AppLink to={brand.url} className="brand-index__brand">
                  <span className="brand-index__name">{brand.name}</span>
                  <span className="brand-index__count">
                    {t('common:productCount', { count: brand.count })}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
