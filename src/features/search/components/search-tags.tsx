import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { SearchTag } from '../model/search-result';

/** Matching categories or brands as a tag list (the spec's results panel has tag lists). */
export function SearchTags({ title, tags }: { title: string; tags: readonly SearchTag[] }) {
  const id = useId();
  if (tags.length === 0) return null;
  return (
    <section className="search-section" aria-labelledby={id}>
      <h3 id={id} className="search-section__title">
        {title}
      </h3>
      <ul role="list" className="search-tags">
        {tags.map((tag) => (
          <li key={tag.id}>
            <AppLink to={tag.url} className="search-tag">
              {tag.name}
              <span className="search-tag__count">{tag.count}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
