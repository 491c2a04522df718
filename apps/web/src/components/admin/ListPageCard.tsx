import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/**
 * The frame of a back-office list page (problems, contests, trainings): the card with its title and
 * a link to the create page, the filter row, then the table; `dialogs` are what the rows open.
 */
export function ListPageCard({
  testId,
  title,
  create,
  filters,
  dialogs,
  children,
}: {
  testId: string;
  title: string;
  create: { to: string; label: string; testId: string };
  filters: ReactNode;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-page" data-testid={testId}>
      <Card
        title={title}
        extra={
          <Link to={create.to}>
            <Button type="primary" icon={<PlusOutlined />} data-testid={create.testId}>
              {create.label}
            </Button>
          </Link>
        }
      >
        {filters}
        {children}
      </Card>
      {dialogs}
    </div>
  );
}
