import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Spinner } from '@/components/ui/spinner';
import { API_LOADING_DELAY_MS } from '@/config/constants';
import { selectIsApiBusy } from './loading-slice';
import './api-loading-indicator.css';

/** Appears only when API calls have been running for a second (the spec: 1 s). */
export function ApiLoadingIndicator() {
  const { t } = useTranslation('common');
  const isBusy = useSelector(selectIsApiBusy);
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(
      () => {
        setIsShown(isBusy);
      },
      isBusy ? API_LOADING_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [isBusy]);

  if (!isShown) return null;
  return (
    <div className="api-loading">
      <Spinner size={18} />
      <span role="status">{t('apiLoading')}</span>
    </div>
  );
}
