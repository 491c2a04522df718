import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, USER_ADMIN_LIMITS, type UserRolesVO } from '@arbiter/contract';
import { ColorField, hexOfPicked } from '@/components/admin/ColorField.tsx';
import { FormDialog } from '@/components/admin/FormDialog.tsx';
import { TitleTag } from '@/components/common/TitleTag.tsx';
import { editUser } from '../api/users.ts';
import { roleOptions } from './roleOptions.ts';

interface Values {
  username: string;
  realname: string;
  email: string;
  setNewPwd: boolean;
  password: string;
  type: number;
  /** The status switch reads "normal" when on (status 0). */
  normal: boolean;
  titleName: string;
  titleColor: string | null;
}

function valuesOf(u: UserRolesVO | null): Values {
  return {
    username: u?.username ?? '',
    realname: u?.realname ?? '',
    email: u?.email ?? '',
    setNewPwd: false,
    password: '',
    type: u?.roles[0]?.id ?? 1002,
    normal: (u?.status ?? 0) === 0,
    titleName: u?.titleName ?? '',
    titleColor: u?.titleColor ?? null,
  };
}

/** The edit dialog of one user (hoj-api §13.2 edit-user). Test ids: `user-edit-form` and `user-edit-<field>`. */
export function EditUserDialog({ user, onClose, onSaved }: { user: UserRolesVO | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = ({ normal, ...v }: Values) => {
    if (!user) return Promise.resolve();
    return editUser({ ...v, uid: user.uid, status: normal ? 0 : 1, password: v.setNewPwd ? v.password : null });
  };
  return (
    <FormDialog<Values, UserRolesVO>
      open={user !== null}
      editing={user}
      onClose={onClose}
      onSaved={onSaved}
      title={{ create: t('userAdmin.edit.title'), edit: t('userAdmin.edit.title') }}
      initialValues={valuesOf(user)}
      save={save}
      testId="user-edit-form"
    >
      <Form.Item
        name="username"
        label={t('userAdmin.edit.username')}
        rules={[{ required: true, whitespace: true, message: t('userAdmin.edit.usernameRequired') }]}
      >
        <Input maxLength={LIMITS.usernameMax} data-testid="user-edit-username" />
      </Form.Item>
      <Form.Item name="realname" label={t('userAdmin.edit.realname')}>
        <Input maxLength={LIMITS.realnameMax} data-testid="user-edit-realname" />
      </Form.Item>
      <Form.Item name="email" label={t('userAdmin.edit.email')} rules={[{ type: 'email', message: t('userAdmin.edit.emailInvalid') }]}>
        <Input maxLength={320} data-testid="user-edit-email" />
      </Form.Item>
      <Form.Item name="setNewPwd" label={t('userAdmin.edit.setNewPwd')} valuePropName="checked">
        <Switch data-testid="user-edit-set-password" />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.setNewPwd !== b.setNewPwd}>
        {({ getFieldValue }) =>
          getFieldValue('setNewPwd') ? (
            <Form.Item
              name="password"
              label={t('userAdmin.edit.password')}
              rules={[
                {
                  required: true,
                  min: LIMITS.passwordMin,
                  max: LIMITS.passwordMax,
                  whitespace: true,
                  message: t('userAdmin.edit.passwordRule'),
                },
              ]}
            >
              <Input.Password autoComplete="new-password" data-testid="user-edit-password" />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item name="type" label={t('userAdmin.edit.role')}>
        <Select options={roleOptions(t)} data-testid="user-edit-role" />
      </Form.Item>
      <Form.Item name="normal" label={t('userAdmin.edit.status')} valuePropName="checked">
        <Switch
          checkedChildren={t('userAdmin.edit.statusOn')}
          unCheckedChildren={t('userAdmin.edit.statusOff')}
          data-testid="user-edit-status"
        />
      </Form.Item>
      <Form.Item name="titleName" label={t('userAdmin.edit.titleName')}>
        <Input maxLength={USER_ADMIN_LIMITS.titleNameMax} data-testid="user-edit-title-name" />
      </Form.Item>
      <Form.Item name="titleColor" label={t('userAdmin.edit.titleColor')} getValueFromEvent={hexOfPicked}>
        <ColorField presetsLabel={t('userAdmin.edit.titleColor')} testId="user-edit-title-color" />
      </Form.Item>
      <Form.Item label={t('userAdmin.edit.preview')}>
        <TitlePreview />
      </Form.Item>
    </FormDialog>
  );
}

/** The title as the user's pages will show it, following the typed name and the picked colour. */
function TitlePreview() {
  const form = Form.useFormInstance<Values>();
  const name = Form.useWatch('titleName', form);
  const color = Form.useWatch('titleColor', form);
  return <TitleTag titleName={name?.trim() || '—'} titleColor={color} />;
}
