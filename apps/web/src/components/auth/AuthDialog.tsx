import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { authDialog, useAuthDialog } from '../../session/authDialog.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { ResetPwdForm } from './ResetPwdForm.tsx';

/** The account dialog of the top bar, 370 px wide, in three modes: Login, Register, ResetPwd. */
export default function AuthDialog() {
  const { t } = useTranslation();
  const { open, mode, username } = useAuthDialog();
  const title = mode === 'login' ? t('auth.loginTitle') : mode === 'register' ? t('auth.registerTitle') : t('auth.resetTitle');
  return (
    <Modal
      open={open}
      title={title}
      width={370}
      footer={null}
      onCancel={() => authDialog.close()}
      destroyOnHidden
      centered
      className="auth-dialog"
      styles={{ body: { paddingTop: 8 } }}
    >
      <div data-testid="auth-dialog" data-mode={mode}>
        {mode === 'login' ? (
          <LoginForm key={`login-${username}`} initialUsername={username} />
        ) : mode === 'register' ? (
          <RegisterForm />
        ) : (
          <ResetPwdForm />
        )}
      </div>
    </Modal>
  );
}
