import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useRouteProgress } from './use-route-progress';

export function RouteProgress() {
  const { t } = useTranslation('common');
  return <ProgressBar phase={useRouteProgress()} label={t('loading')} />;
}
