import { Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS, GroupAuth } from '@arbiter/contract';

/** What the group form edits (spec part 3 §5): the same fields on create and on the Setting tab. */
export interface GroupFormValues {
  name: string;
  shortName: string;
  brief: string;
  auth: 1 | 2 | 3;
  code: string;
  visible: boolean;
  description: string;
}

export const NEW_GROUP: GroupFormValues = {
  name: '',
  shortName: '',
  brief: '',
  auth: GroupAuth.PUBLIC,
  code: '',
  visible: true,
  description: '',
};

const L = GROUP_LIMITS;

/** The fields, with the spec's rules checked before sending (the server checks them again). */
export function GroupFormFields() {
  const { t } = useTranslation();
  const auth = Form.useWatch<number>('auth');
  const sized = (label: string, min: number, max: number) => [
    { required: true, whitespace: true, message: t('group.form.required', { field: label }) },
    { min, max, message: t('group.form.length', { field: label, min, max }) },
  ];
  return (
    <>
      <Form.Item name="name" label={t('group.form.name')} rules={sized(t('group.form.name'), L.nameMin, L.nameMax)}>
        <Input maxLength={L.nameMax} showCount data-testid="group-form-name" />
      </Form.Item>
      <Form.Item
        name="shortName"
        label={t('group.form.shortName')}
        extra={t('group.form.shortNameHint')}
        rules={[
          ...sized(t('group.form.shortName'), L.shortNameMin, L.shortNameMax),
          { pattern: /^[A-Za-z0-9_-]+$/, message: t('group.form.shortNamePattern') },
        ]}
      >
        <Input maxLength={L.shortNameMax} showCount data-testid="group-form-short-name" />
      </Form.Item>
      <Form.Item name="brief" label={t('group.form.brief')} rules={sized(t('group.form.brief'), L.briefMin, L.briefMax)}>
        <Input maxLength={L.briefMax} showCount data-testid="group-form-brief" />
      </Form.Item>
      <Form.Item name="auth" label={t('group.form.auth')} rules={[{ required: true }]}>
        <Radio.Group data-testid="group-form-auth">
          <Radio value={GroupAuth.PUBLIC}>{t('group.auth.public')}</Radio>
          <Radio value={GroupAuth.PROTECTED}>{t('group.auth.protected')}</Radio>
          <Radio value={GroupAuth.PRIVATE}>{t('group.auth.private')}</Radio>
        </Radio.Group>
      </Form.Item>
      {auth !== GroupAuth.PUBLIC && (
        <Form.Item
          name="code"
          label={t('group.form.code')}
          extra={t('group.form.codeHint')}
          rules={[
            { required: true, whitespace: true, message: t('group.form.required', { field: t('group.form.code') }) },
            { len: L.codeLength, message: t('group.form.codeLength', { n: L.codeLength }) },
          ]}
        >
          <Input maxLength={L.codeLength} data-testid="group-form-code" />
        </Form.Item>
      )}
      <Form.Item name="visible" label={t('group.form.visible')} valuePropName="checked" extra={t('group.form.visibleHint')}>
        <Switch data-testid="group-form-visible" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('group.form.description')}
        rules={sized(t('group.form.description'), L.descriptionMin, L.descriptionMax)}
      >
        <Input.TextArea rows={8} maxLength={L.descriptionMax} showCount data-testid="group-form-description" />
      </Form.Item>
    </>
  );
}

/** The body the server takes: no code for a public group. */
export function groupBody(v: GroupFormValues) {
  return { ...v, code: v.auth === GroupAuth.PUBLIC ? null : v.code.trim() };
}
