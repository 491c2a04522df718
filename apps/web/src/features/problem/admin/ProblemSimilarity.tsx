import { Card, Space } from 'antd';
import { ArrowLeftOutlined, DiffOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimilarityCheck } from '@/features/similarity/index.ts';
import { getAdminProblem } from '../api/admin-problem.ts';
import { problemKeys } from '../api/keys.ts';

/** /admin/problem/similarity/:pid — the similarity check of one bank problem's practice submissions. */
export default function ProblemSimilarity() {
  const { t } = useTranslation();
  const pid = Number(useParams().pid);
  const problem = useQuery({ queryKey: problemKeys.admin.problem(pid), queryFn: () => getAdminProblem(pid), enabled: pid > 0 });
  const name = problem.data ? `${problem.data.problemId} ${problem.data.title}` : `#${pid}`;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="admin-problem-similarity">
      {/* The title wraps on a phone rather than being cut off in a card head. */}
      <Card size="small">
        <Space direction="vertical" size={4}>
          <strong>
            <DiffOutlined /> {t('similarity.bankTitle', { problemId: name })}
          </strong>
          <span className="muted">{t('similarity.bankHint')}</span>
          <Link to="/admin/problems">
            <ArrowLeftOutlined /> {t('similarity.back')}
          </Link>
        </Space>
      </Card>
      <SimilarityCheck target={{ pid }} />
    </Space>
  );
}
