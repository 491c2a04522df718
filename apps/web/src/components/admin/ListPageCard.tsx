import type { ReactNode } from 'react';
import { Button, Card, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/**
 * The frame of a back-office list page (problems, contests, trainings): the card with its title and
 * a link to the create page (after `actions`, other ways in), the filter row, then the table;
 * `dialogs` are what the rows and the actions open.
 */
export function ListPageCard({
  testId,
  title,
  create,
  filters,
  actions,
  dialogs,
  children,
}: {
  testId: string;
  title: string;
  create: { to: string; label: string; testId: string };
  filters: ReactNode;
  actions?: ReactNode;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-page" data-testid={testId}>
      <Card
        title={title}
        extra={
          <Space wrap>
            {actions}
            <Link to={create.to}>
              <Button type="primary" icon={<PlusOutlined />} data-testid={create.testId}>
                {create.label}
              </Button>
            </Link>
          </Space>
        }
      >
        {filters}
        {children}
      </Card>
      {dialogs}
    </div>
  );
}
