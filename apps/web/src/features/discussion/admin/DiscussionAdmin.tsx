import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { DiscussionTable } from './DiscussionTable.tsx';
import { ReportTable } from './ReportTable.tsx';

/** /admin/discussion — the posts (pin, hide, delete) and the users' reports of them (spec part 3 §2.4). */
export default function DiscussionAdmin() {
  const { t } = useTranslation();
  return (
    <div className="admin-page" data-testid="admin-discussion">
      <Card>
        <Tabs
          items={[
            { key: 'discussions', label: t('adminDiscussion.tabs.discussions'), children: <DiscussionTable /> },
            { key: 'reports', label: t('adminDiscussion.tabs.reports'), children: <ReportTable /> },
          ]}
          data-testid="admin-discussion-tabs"
        />
      </Card>
    </div>
  );
}
