import { Button, Divider } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getSsoLogin, ssoStartHref } from '../../api/account.ts';
import { queryKeys } from '../../api/queries.ts';

/**
 * "Sign in with <provider>" under the login form, when the site offers single sign-on: a link (the
 * browser goes through the provider's pages), coming back to the page the dialog was opened on.
 */
export function SsoLogin() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const query = useQuery({ queryKey: queryKeys.ssoLogin, queryFn: getSsoLogin, staleTime: 60_000 });
  if (!query.data?.enabled) return null;
  // The callback page itself is no place to come back to.
  const back = pathname.startsWith('/sso/') ? '/' : `${pathname}${search}${hash}`;
  return (
    <div className="auth-form__sso" data-testid="sso-login">
      <Divider plain className="auth-form__sso-divider">
        {t('auth.ssoOr')}
      </Divider>
      <Button block icon={<LoginOutlined />} href={ssoStartHref(back)} data-testid="sso-login-button">
        {t('auth.ssoSignIn', { label: query.data.buttonLabel })}
      </Button>
    </div>
  );
}
