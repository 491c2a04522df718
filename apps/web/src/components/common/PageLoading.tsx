import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="page-loading__text">{t('common.loading')}</span>
    </div>
  );
}
