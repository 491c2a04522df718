import type { ReactNode } from 'react';
import { Alert, Card, Col, Row } from 'antd';
import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TrainingAuth } from '@arbiter/contract';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { TrainingPasswordForm } from '../components/TrainingPasswordForm.tsx';
import { CategoryTag, TrainingAuthTag } from '../components/TrainingTags.tsx';
import { formatTime } from '@/utils/time.ts';
import { useTrainingScope } from './trainingScope.ts';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="training-info__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The Introduction tab (spec part 2 §2.15): the description (markdown, rendered as problem
 * statements are), the info rows and, for a private training the user has no access to yet, the
 * password form.
 */
export default function TrainingIntroduction() {
  const { t } = useTranslation();
  const { tid, training, access, isAdmin, refresh } = useTrainingScope();
  const priv = training.auth === TrainingAuth.PRIVATE;

  return (
    <Row gutter={[16, 16]} className="training-intro" data-testid="training-introduction">
      <Col xs={24} md={8}>
        <div className="training-intro__side">
          {priv && !access ? (
            <Card
              size="small"
              title={
                <span>
                  <LockOutlined /> {t('training.password.title')}
                </span>
              }
              data-testid="training-password-panel"
            >
              <p className="training-password__lead">{t('training.password.lead')}</p>
              <TrainingPasswordForm tid={tid} onRegistered={refresh} />
            </Card>
          ) : null}
          {priv && access && !isAdmin ? (
            <Alert
              type="success"
              showIcon
              icon={<CheckCircleFilled />}
              title={t('training.password.registered')}
              data-testid="training-registered"
            />
          ) : null}
          <Card size="small" title={t('training.info.title')}>
            <dl className="training-info" data-testid="training-info">
              <InfoRow label={t('training.info.number')}>{training.rank}</InfoRow>
              <InfoRow label={t('training.info.auth')}>
                <TrainingAuthTag auth={training.auth} />
              </InfoRow>
              <InfoRow label={t('training.info.category')}>
                {training.categoryName ? <CategoryTag name={training.categoryName} color={training.categoryColor} filled /> : '--'}
              </InfoRow>
              <InfoRow label={t('training.info.problemCount')}>{training.problemCount}</InfoRow>
              <InfoRow label={t('training.info.author')}>
                {training.author ? <Link to={`/user-home?username=${encodeURIComponent(training.author)}`}>{training.author}</Link> : '--'}
              </InfoRow>
              <InfoRow label={t('training.info.updated')}>
                <time dateTime={training.gmtModified}>{formatTime(training.gmtModified, 'YYYY-MM-DD HH:mm')}</time>
              </InfoRow>
            </dl>
          </Card>
        </div>
      </Col>
      <Col xs={24} md={16}>
        <Card size="small" title={t('training.info.description')} className="training-intro__description">
          {training.description ? (
            <LazyMarkdown source={training.description} trusted />
          ) : (
            <p className="muted">{t('training.info.noDescription')}</p>
          )}
        </Card>
      </Col>
    </Row>
  );
}
