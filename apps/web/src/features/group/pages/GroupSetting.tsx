import { useState } from 'react';
import { Avatar, Button, Card, Form, Upload } from 'antd';
import { TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS, LIMITS } from '@arbiter/contract';
import { toast } from '@/ui/feedback.ts';
import { updateGroup, uploadGroupAvatar } from '../api/group.ts';
import { AvatarCropper } from '../components/AvatarCropper.tsx';
import { GroupFormFields, groupBody, type GroupFormValues } from '../components/GroupFormFields.tsx';
import { useGroupScope } from '../shell/groupScope.ts';

/** Whether a chosen file may become the avatar (spec part 3 §5): an image type, at most 2 MiB. */
function avatarProblem(file: File): 'type' | 'size' | null {
  const ext = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!LIMITS.avatarTypes.includes(ext)) return 'type';
  return file.size > GROUP_LIMITS.avatarMaxBytes ? 'size' : null;
}

/** /group/:groupID/setting — the group root's avatar (with crop) and the group form (spec part 3 §2.3). */
export default function GroupSetting() {
  const { t } = useTranslation();
  const { gid, group, refresh } = useGroupScope();
  const [form] = Form.useForm<GroupFormValues>();
  const [chosen, setChosen] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  const upload = async (png: Blob) => {
    setChosen(null);
    await uploadGroupAvatar(gid, new File([png], 'avatar.png', { type: 'image/png' }));
    toast.success(t('group.setting.avatarDone'));
    refresh();
  };
  const save = async (values: GroupFormValues) => {
    setSaving(true);
    try {
      await updateGroup({ id: gid, ...groupBody(values) });
      toast.success(t('group.setting.saved'));
      refresh();
    } catch {
      // Reported by the client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="group-home" data-testid="group-setting">
      <Card title={t('group.setting.avatar')}>
        <div className="group-setting__avatar">
          <Avatar size={100} shape="square" src={group.avatar || undefined} icon={<TeamOutlined />} />
          <div>
            <Upload
              accept={LIMITS.avatarTypes.map((e) => `.${e}`).join(',')}
              showUploadList={false}
              beforeUpload={(file) => {
                const problem = avatarProblem(file);
                if (problem)
                  toast.error(
                    t(problem === 'type' ? 'group.setting.badType' : 'group.setting.tooLarge', { types: LIMITS.avatarTypes.join(', ') }),
                  );
                else setChosen(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} data-testid="group-avatar-choose">
                {t('group.setting.choose')}
              </Button>
            </Upload>
            <p className="group-muted">{t('group.setting.avatarHint', { types: LIMITS.avatarTypes.join(', ') })}</p>
          </div>
        </div>
      </Card>
      <Card title={t('group.setting.info')}>
        <Form<GroupFormValues>
          form={form}
          layout="vertical"
          initialValues={{ ...group, code: group.code ?? '' }}
          onFinish={(v) => void save(v)}
          data-testid="group-setting-form"
        >
          <GroupFormFields />
          <Button type="primary" htmlType="submit" loading={saving} data-testid="group-setting-save">
            {t('group.setting.save')}
          </Button>
        </Form>
      </Card>
      <AvatarCropper file={chosen} onCancel={() => setChosen(null)} onCropped={(png) => void upload(png)} />
    </div>
  );
}
