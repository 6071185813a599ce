import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsiveImage } from '@/components/ui/image';
import { toImageData } from '@/lib/images/image-sources';
import { childCategories, type CategoryItem } from '../model/category-tree';
import './category-tiles.css';

const TILE_SIZES = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 280px';
const CHILD_LINKS = 6;

/** Top-level categories as image tiles with links to their first subcategories. */
export function CategoryTiles({ categories }: { categories: readonly CategoryItem[] }) {
  const { t } = useTranslation('common');
  return (
    <ul role="list" className="category-tiles">
      {childCategories(categories, null).map((category) => (
        <li key={category.categoryId} className="category-tile">
          <div className="category-tile__media">
            <ResponsiveImage
              image={category.image ? toImageData(category.image) : null}
              sizes={TILE_SIZES}
            />
          </div>
          <h3 className="category-tile__name">
            <AppLink to={category.canonicalUrl} className="category-tile__link">
              {category.name}
            </AppLink>
          </h3>
          <p className="category-tile__count">
            {t('productCount', { count: category.productCount })}
          </p>
          <ul role="list" className="category-tile__children">
            {childCategories(categories, category.categoryId)
              .slice(0, CHILD_LINKS)
              .map((child) => (
                <li key={child.categoryId}>
                  <AppLink to={child.canonicalUrl}>{child.name}</AppLink>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
