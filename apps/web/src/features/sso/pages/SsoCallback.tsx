import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { HomeOutlined, LoginOutlined, RedoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSameSitePath, isSsoError, type SsoError } from '@arbiter/contract';
import { ssoStartHref } from '@/api/account.ts';
import { ApiError } from '@/api/client.ts';
import { authDialog } from '@/session/authDialog.ts';
import { session } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { redeemTicket } from '../api/sso.ts';
import './ssoCallback.css';

/** Errors that trying again cannot mend: the page offers the password login instead. */
const NO_RETRY: ReadonlySet<SsoError> = new Set(['disabled', 'unverifiedEmail', 'banned']);

/**
 * Where a sign-in through the provider ends. The server sends the browser here with a one-time
 * `ticket` (never a token in the address) or an `error` code; the ticket is redeemed for the
 * session as a login starts one, and the browser goes on to the page the sign-in started from.
 */
export default function SsoCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const asked = params.get('redirect') ?? '/';
  const redirect = isSameSitePath(asked) && !asked.startsWith('/sso/') ? asked : '/';
  const code = params.get('error');
  /** The redeem's refusal, in the server's words. */
  const [refused, setRefused] = useState<string | null>(null);
  // A ticket is good once: the effect may run twice (React's development checks), the redeem may not.
  const redeemed = useRef(false);

  useEffect(() => {
    if (!ticket || redeemed.current) return;
    redeemed.current = true;
    redeemTicket(ticket)
      .then((result) => {
        session.login(result.token, result.user);
        toast.success(t('auth.welcomeBack'));
        void queryClient.invalidateQueries();
        void navigate(redirect, { replace: true });
      })
      .catch((error: unknown) => setRefused(error instanceof ApiError ? error.message : t('sso.errors.failed')));
  }, [ticket, redirect, navigate, queryClient, t]);

  if (ticket && refused === null) {
    return (
      <div className="page sso-callback" data-testid="sso-callback">
        <Spin size="large" />
        <p className="sso-callback__waiting">{t('sso.callback.signingIn')}</p>
      </div>
    );
  }

  // No ticket and no error: an address typed or kept, whose sign-in is long gone.
  const known: SsoError | null = isSsoError(code) ? code : code === null && !ticket ? 'state' : null;
  const reason = refused ?? t(`sso.errors.${known ?? 'failed'}`);
  const retry = known === null || !NO_RETRY.has(known);
  return (
    <div className="page sso-callback" data-testid="sso-callback" data-error={code ?? 'ticket'}>
      <Result
        status="warning"
        title={t('sso.callback.failedTitle')}
        subTitle={reason}
        extra={[
          retry ? (
            <Button key="retry" type="primary" icon={<RedoOutlined />} href={ssoStartHref(redirect)} data-testid="sso-retry">
              {t('sso.callback.tryAgain')}
            </Button>
          ) : (
            <Button
              key="password"
              type="primary"
              icon={<LoginOutlined />}
              onClick={() => authDialog.open('login')}
              data-testid="sso-password"
            >
              {t('sso.callback.usePassword')}
            </Button>
          ),
          <Button key="home" icon={<HomeOutlined />} onClick={() => void navigate('/home')} data-testid="sso-home">
            {t('common.goHome')}
          </Button>,
        ]}
      />
    </div>
  );
}
