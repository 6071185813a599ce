import { SafeHtml } from '@/components/ui/safe-html';
import './product-info.css';

/** The product description: our API's simple HTML, still sanitised before rendering. */
export function ProductDescription({ html }: { html: string }) {
  return (
    <div className="product-info">
      <SafeHtml className="product-info__text" html={html} />
    </div>
  );
}
