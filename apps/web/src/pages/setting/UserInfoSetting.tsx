import { useState } from 'react';
import { Avatar, Button, Col, Form, Input, Radio, Row, Segmented, Upload, type UploadProps } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, changeUserInfoRequest, genders, type UserInfoVO } from '@arbiter/contract';
import { changeUserInfo, uploadAvatar } from '../../api/account.ts';
import { avatarProblem } from './avatar.ts';
import { maxRule } from '../../components/auth/validation.ts';
import { LazyMarkdown } from '../../components/common/LazyMarkdown.tsx';
import { session } from '../../session/session.ts';
import { toast } from '../../ui/feedback.ts';

interface InfoValues {
  nickname: string;
  realname: string;
  gender: (typeof genders)[number];
  school: string;
  number: string;
  blog: string;
  github: string;
  cfUsername: string;
  signature: string;
}

function initialValues(user: UserInfoVO): InfoValues {
  const gender = (genders as readonly string[]).includes(user.gender) ? (user.gender as InfoValues['gender']) : 'secrecy';
  return {
    nickname: user.nickname ?? '',
    realname: user.realname ?? '',
    gender,
    school: user.school ?? '',
    number: user.number ?? '',
    blog: user.blog ?? '',
    github: user.github ?? '',
    cfUsername: user.cfUsername ?? '',
    signature: user.signature ?? '',
  };
}

export function UserInfoSetting({ user }: { user: UserInfoVO }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InfoValues>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [signatureView, setSignatureView] = useState<'edit' | 'preview'>('edit');
  const signature = Form.useWatch('signature', form) ?? '';

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarProblem(file);
    if (problem === 'type') {
      toast.error(t('setting.avatarTypeError', { types: LIMITS.avatarTypes.join(', ') }));
      return Upload.LIST_IGNORE;
    }
    if (problem === 'size') {
      toast.error(t('setting.avatarSizeError'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    uploadAvatar(file as File)
      .then((res) => {
        session.updateUser({ avatar: res.avatar });
        toast.success(t('setting.avatarUpdated'));
        onSuccess?.(res);
      })
      .catch((err: unknown) => onError?.(err instanceof Error ? err : new Error(String(err))))
      .finally(() => setUploading(false));
  };

  const save = async (values: InfoValues) => {
    const parsed = changeUserInfoRequest.safeParse(values);
    if (!parsed.success) {
      toast.error(t('setting.updateFailed'));
      return;
    }
    setSaving(true);
    try {
      const updated = await changeUserInfo(parsed.data);
      session.setUser({ ...user, ...updated });
      toast.success(t('setting.updateSuccess'));
    } catch {
      // Reported by the client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="user-info-setting">
      <div className="avatar-setting">
        <Avatar size={88} src={user.avatar || undefined} icon={<UserOutlined />} alt={user.username} />
        <div>
          <Upload
            accept={LIMITS.avatarTypes.map((e) => `.${e}`).join(',')}
            showUploadList={false}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            maxCount={1}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="avatar-upload">
              {t('setting.uploadAvatar')}
            </Button>
          </Upload>
          <div className="avatar-setting__hint">{t('setting.avatarHint', { types: LIMITS.avatarTypes.join(', ') })}</div>
        </div>
      </div>
      <Form<InfoValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(user)}
        onFinish={(v) => void save(v)}
        data-testid="setting-info-form"
      >
        <Row gutter={[24, 0]}>
          <Col xs={24} md={12}>
            <Form.Item name="nickname" label={t('setting.nickname')} rules={[maxRule(t, t('setting.nickname'), LIMITS.nicknameMax)]}>
              <Input data-testid="setting-nickname" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="realname" label={t('setting.realname')} rules={[maxRule(t, t('setting.realname'), LIMITS.realnameMax)]}>
              <Input data-testid="setting-realname" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label={t('setting.gender')}>
              <Radio.Group data-testid="setting-gender">
                <Radio value="male" data-testid="setting-gender-male">
                  {t('setting.male')}
                </Radio>
                <Radio value="female" data-testid="setting-gender-female">
                  {t('setting.female')}
                </Radio>
                <Radio value="secrecy" data-testid="setting-gender-secrecy">
                  {t('setting.secrecy')}
                </Radio>
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="school" label={t('setting.school')} rules={[maxRule(t, t('setting.school'), LIMITS.schoolMax)]}>
              <Input data-testid="setting-school" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="number" label={t('setting.number')} rules={[maxRule(t, t('setting.number'), LIMITS.numberMax)]}>
              <Input data-testid="setting-number" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="cfUsername" label={t('setting.cfUsername')} rules={[maxRule(t, t('setting.cfUsername'), 50)]}>
              <Input data-testid="setting-cf-username" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="blog" label={t('setting.blog')} rules={[maxRule(t, t('setting.blog'), 255)]}>
              <Input placeholder="https://" data-testid="setting-blog" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="github" label={t('setting.github')} rules={[maxRule(t, t('setting.github'), 255)]}>
              <Input placeholder="https://github.com/" data-testid="setting-github" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label={
                <span className="signature-label">
                  {t('setting.signature')}
                  <Segmented
                    size="small"
                    value={signatureView}
                    onChange={(v) => setSignatureView(v === 'preview' ? 'preview' : 'edit')}
                    options={[
                      { value: 'edit', label: t('setting.edit') },
                      { value: 'preview', label: <span data-testid="setting-signature-preview">{t('setting.preview')}</span> },
                    ]}
                  />
                </span>
              }
            >
              <Form.Item
                name="signature"
                noStyle
                rules={[maxRule(t, t('setting.signature'), LIMITS.signatureMax)]}
                hidden={signatureView === 'preview'}
              >
                <Input.TextArea
                  autoSize={{ minRows: 5, maxRows: 16 }}
                  placeholder={t('setting.signaturePlaceholder')}
                  data-testid="setting-signature"
                />
              </Form.Item>
              {signatureView === 'preview' ? (
                <div className="signature-preview" data-testid="signature-preview">
                  {signature.trim() ? <LazyMarkdown source={signature} /> : <span className="muted">{t('common.notSet')}</span>}
                </div>
              ) : null}
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="setting-save-info">
          {t('setting.saveInfo')}
        </Button>
      </Form>
    </div>
  );
}
