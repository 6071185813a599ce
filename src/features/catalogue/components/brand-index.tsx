import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { groupBrandsByLetter, type BrandItem } from '../model/brand-index';
import './brand-index.css';

const anchor = (letter: string) => `merker-${letter === '#' ? '0-9' : letter.toLowerCase()}`;

/** All brands under their letters, with a jump list of the letters in use. */
export function BrandIndex({ brands }: { brands: readonly BrandItem[] }) {
  const { t } = useTranslation(['listing', 'common']);
  const groups = groupBrandsByLetter(brands);
  return (
    <div className="brand-index">
      <nav className="brand-index__letters" aria-label={t('brands.letters')}>
        <ul role="list">
          {groups.map((group) => (
            <li key={group.letter}>
              <a href={`#${anchor(group.letter)}`}>{group.letter}</a>
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
