import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import type { CategoryItem } from '../model/category-tree';
import './subcategory-chips.css';

export function SubcategoryChips({ categories }: { categories: readonly CategoryItem[] }) {
  const { t } = useTranslation('catalogue');
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('subcategories')}>
      <ul role="list" className="chips">
        {categories.map((category) => (
          <li key={category.categoryId}>
            <AppLink to={category.canonicalUrl} className="chip">
              {category.name}
              <span className="chip__count">{category.productCount}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
