import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REMOTE_JUDGE_NAMES, remoteKeyOf } from '@arbiter/contract';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';

/**
 * Where a remote problem comes from: its judge and the link to it there. The import keeps that link
 * as the problem's source, an HTML `<a>`, which the sanitised markdown keeps (opening in a new tab).
 * A contest hides sources, so there only the judge shows.
 */
export function RemoteOrigin({ problemId, source, showLink }: { problemId: string; source: string | null; showLink: boolean }) {
  const { t } = useTranslation();
  const key = remoteKeyOf(problemId);
  return (
    <div className="problem-body__origin" data-testid="problem-origin">
      <GlobalOutlined /> {t('problem.detail.remoteOrigin')}:{' '}
      <strong>{key ? REMOTE_JUDGE_NAMES[key] : t('problem.detail.remoteJudge')}</strong>
      {showLink && source ? (
        <>
          {' · '}
          <LazyMarkdown className="problem-body__origin-link" source={source} />
        </>
      ) : null}
      <span className="problem-body__origin-note">{t('problem.detail.remoteLimits')}</span>
    </div>
  );
}
