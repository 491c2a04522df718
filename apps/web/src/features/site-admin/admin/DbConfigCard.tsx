import { Alert, Card, Descriptions } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { getDbConfig } from '../api/config.ts';
import { siteAdminKeys } from '../api/keys.ts';

/** The database and cache the server runs on: from its environment, shown and never edited here. */
export function DbConfigCard() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: siteAdminKeys.db, queryFn: getDbConfig });
  const db = query.data;
  let body;
  if (query.isPending) body = <PageLoading />;
  else if (!db) body = <EmptyState text={t('siteAdmin.conf.loadFailed')} />;
  else {
    const embedded = db.dbHost === 'embedded';
    const items = [
      { key: 'dbHost', label: t('siteAdmin.conf.db.dbHost'), children: embedded ? t('siteAdmin.conf.db.embedded') : db.dbHost },
      { key: 'dbName', label: t('siteAdmin.conf.db.dbName'), children: <code>{db.dbName}</code> },
      ...(embedded
        ? []
        : [
            { key: 'dbPort', label: t('siteAdmin.conf.db.dbPort'), children: db.dbPort ?? '' },
            { key: 'dbUsername', label: t('siteAdmin.conf.db.dbUsername'), children: db.dbUsername || t('siteAdmin.conf.db.none') },
            { key: 'dbPassword', label: t('siteAdmin.conf.db.dbPassword'), children: t('siteAdmin.conf.db.hidden') },
          ]),
      {
        key: 'redis',
        label: t('siteAdmin.conf.db.redis'),
        children: db.redisHost ? `${db.redisHost}:${db.redisPort ?? ''}` : t('siteAdmin.conf.db.noRedis'),
      },
    ];
    body = (
      <>
        <Alert type="info" showIcon message={t('siteAdmin.conf.db.note')} className="site-config-hint" data-testid="db-note" />
        <Descriptions size="small" column={1} bordered items={items} data-testid="db-config" />
      </>
    );
  }
  return (
    <Card title={t('siteAdmin.conf.db.title')} size="small" data-testid="db-config-card">
      {body}
    </Card>
  );
}
