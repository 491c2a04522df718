import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userAdminKeys } from '../api/keys.ts';
import { GenerateUsers } from './GenerateUsers.tsx';
import { ImportUsers } from './ImportUsers.tsx';
import { UserList } from './UserList.tsx';
import './userAdmin.css';

/** /admin/user — the super admin's users (spec part 3 §2.4): the list, the CSV import and generated accounts. */
export default function UserAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('list');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
  const label = (key: string, text: string) => <span data-testid={`user-tab-${key}`}>{text}</span>;
  return (
    <div className="admin-page" data-testid="admin-users">
      <Card title={t('userAdmin.list.title')}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'list', label: label('list', t('userAdmin.tabs.list')), children: <UserList /> },
            {
              key: 'import',
              label: label('import', t('userAdmin.tabs.import')),
              children: (
                <ImportUsers
                  onImported={() => {
                    refresh();
                    setTab('list');
                  }}
                />
              ),
            },
            { key: 'generate', label: label('generate', t('userAdmin.tabs.generate')), children: <GenerateUsers onGenerated={refresh} /> },
          ]}
        />
      </Card>
    </div>
  );
}
