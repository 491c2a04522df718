import { useState } from 'react';
import { Checkbox, Form, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadContestAcSubmissions, type AcSplitType } from '../api/admin-contest.ts';
import { downloadWithToasts } from '@/components/admin/download.ts';

/**
 * Downloads every accepted submission of a contest as a zip (spec part 3 §7 files): one folder per
 * user or per problem, with or without the administrators' code.
 */
export function DownloadAcDialog({ contest, onClose }: { contest: { id: number; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [splitType, setSplitType] = useState<AcSplitType>('user');
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (!contest) return;
    setBusy(true);
    await downloadWithToasts(t, () => downloadContestAcSubmissions(contest.id, splitType, excludeAdmin));
    setBusy(false);
    onClose();
  };

  return (
    <Modal
      open={contest !== null}
      title={t('adminContest.download.title', { title: contest?.title ?? '' })}
      okText={t('admin.common.download')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={busy}
      onOk={() => void start()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'admin-contest-download-ok' }}
      destroyOnHidden
      data-testid="admin-contest-download-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('adminContest.download.splitType')}>
          <Radio.Group
            value={splitType}
            onChange={(e) => setSplitType(e.target.value as AcSplitType)}
            options={[
              { value: 'user', label: t('adminContest.download.byUser') },
              { value: 'problem', label: t('adminContest.download.byProblem') },
            ]}
            data-testid="admin-contest-download-split"
          />
        </Form.Item>
        <Checkbox checked={excludeAdmin} onChange={(e) => setExcludeAdmin(e.target.checked)} data-testid="admin-contest-download-exclude">
          {t('adminContest.download.excludeAdmin')}
        </Checkbox>
      </Form>
    </Modal>
  );
}
