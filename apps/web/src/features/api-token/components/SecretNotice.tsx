import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A token just made: its secret, shown this once (the server keeps only its hash). */
export function SecretNotice({ name, token }: { name: string; token: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="success"
      showIcon
      className="api-token-secret"
      message={t('apiToken.createdTitle', { name })}
      description={
        <>
          <Typography.Paragraph copyable={{ text: token }} code data-testid="api-token-secret" className="api-token-secret-value">
            {token}
          </Typography.Paragraph>
          <div>{t('apiToken.onlyOnce')}</div>
        </>
      }
    />
  );
}
