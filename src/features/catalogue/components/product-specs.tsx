import { useTranslation } from 'react-i18next';
import './product-info.css';

export function ProductSpecs({
  parameters,
}: {
  parameters: readonly { name: string; value: string }[];
}) {
  const { t } = useTranslation('product');
  return (
    <div className="product-info">
      <table className="specs">
        <caption className="visually-hidden">{t('specifications')}</caption>
        <tbody>
          {parameters.map((parameter, index) => (
            <tr key={`${parameter.name}-${index}`}>
              <th scope="row">{parameter.name}</th>
              <td>{parameter.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
