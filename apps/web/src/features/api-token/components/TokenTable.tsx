import { Button, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiTokenVO } from '@arbiter/contract';
import { formatTime } from '@/utils/time.ts';

interface Props {
  tokens: ApiTokenVO[] | undefined;
  loading: boolean;
  /** The token being revoked, whose button spins. */
  revoking: number | null;
  onRevoke: (id: number) => void;
}

/** A list of tokens (one's own, or the judge hosts'): what each may do, when it was last used, and its revoke button. */
export function TokenTable({ tokens, loading, revoking, onRevoke }: Props) {
  const { t } = useTranslation();
  return (
    <Table<ApiTokenVO>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={tokens ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('apiToken.none') }}
      data-testid="api-token-table"
      columns={[
        {
          title: t('apiToken.name'),
          dataIndex: 'name',
          render: (name: string, row) => <span data-testid={`api-token-row-${row.id}`}>{name}</span>,
        },
        {
          title: t('apiToken.scopes'),
          dataIndex: 'scopes',
          render: (scopes: ApiTokenVO['scopes']) => scopes.map((s) => <Tag key={s}>{t(`apiToken.scope.${s}`)}</Tag>),
        },
        // A configured judge token shows none of its characters.
        {
          title: t('apiToken.hint'),
          dataIndex: 'hint',
          render: (hint: string) => (hint ? <code>{hint}…</code> : t('apiToken.configured')),
        },
        { title: t('apiToken.created'), dataIndex: 'gmtCreate', render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm') },
        {
          title: t('apiToken.lastUsed'),
          dataIndex: 'lastUsedAt',
          render: (v: string | null) => (v ? formatTime(v, 'YYYY-MM-DD HH:mm') : t('apiToken.never')),
        },
        {
          title: t('apiToken.expires'),
          dataIndex: 'expiresAt',
          render: (v: string | null) => (v ? formatTime(v, 'YYYY-MM-DD') : t('apiToken.noExpiry')),
        },
        {
          title: t('apiToken.action'),
          key: 'action',
          render: (_, row) => (
            <Popconfirm
              title={t('apiToken.revokeConfirm', { name: row.name })}
              onConfirm={() => onRevoke(row.id)}
              okButtonProps={{ danger: true }}
            >
              <Button danger size="small" loading={revoking === row.id} data-testid={`api-token-revoke-${row.id}`}>
                {t('apiToken.revoke')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
