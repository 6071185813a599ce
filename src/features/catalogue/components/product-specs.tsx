import { useTranslation } from 'react-i18next';
import './product-info.css';

export function ProductSpecs({
  parameters,
}: {
  parameters: readonly { name: string; value: string }[];
}) {
  const { t } = useTranslation('product');
  if (parameters.length === 0) return null;
  return (
    <section className="product-info" aria-labelledby="product-specs">
      <h2 id="product-specs">{t('specifications')}</h2>
      <table className="specs">
        <tbody>
          {parameters.map((parameter, index) => (
            <tr key={`${parameter.name}-${index}`}>
              <th scope="row">{parameter.name}</th>
              <td>{parameter.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
