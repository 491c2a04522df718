import { Button, Space } from 'antd';
import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import './notFound.css';

/** Any path outside the route table: animated digits, a message, Go Home and Back. */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page not-found" data-testid="not-found-page">
      <div className="not-found__digits" aria-label="404" role="img">
        {['4', '0', '4'].map((d, i) => (
          <span key={i} className="not-found__digit" style={{ animationDelay: `${i * 0.18}s` }} aria-hidden="true">
            {d}
          </span>
        ))}
      </div>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__message">{t('notFound.message')}</p>
      <Space>
        <Button type="primary" icon={<HomeOutlined />} onClick={() => void navigate('/home')} data-testid="not-found-home">
          {t('common.goHome')}
        </Button>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)} data-testid="not-found-back">
          {t('common.back')}
        </Button>
      </Space>
    </div>
  );
}
