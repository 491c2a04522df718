import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestKeys } from '@/features/contest/index.ts';
import { toast } from '@/ui/feedback.ts';
import { addContestProblemFromGroup } from './api.ts';

/**
 * 'Add from the group': a problem of this group, named by its problem ID, joins the contest under
 * the display ID typed with it (hoj-api §11 add-contest-problem-from-group); both are required.
 */
export function AddFromGroupButton({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const [checked, setChecked] = useState(false);
  const close = () => {
    setOpen(false);
    setProblemId('');
    setDisplayId('');
    setChecked(false);
  };
  const add = useMutation({
    mutationFn: () => addContestProblemFromGroup(cid, problemId.trim(), displayId.trim()),
    onSuccess: (msg) => {
      toast.success(msg || t('groupContest.fromGroup.added'));
      void queryClient.invalidateQueries({ queryKey: contestKeys.admin.problemLists });
      close();
    },
  });
  const submit = () => {
    setChecked(true);
    if (!problemId.trim()) return toast.warning(t('groupContest.fromGroup.problemIdRequired'));
    if (!displayId.trim()) return toast.warning(t('groupContest.fromGroup.displayIdRequired'));
    add.mutate();
  };
  const missing = (v: string) => (checked && !v.trim() ? ('error' as const) : undefined);
  return (
    <>
      <Button icon={<TeamOutlined />} onClick={() => setOpen(true)} data-testid="group-contest-add-group">
        {t('groupContest.fromGroup.button')}
      </Button>
      <Modal
        open={open}
        title={t('groupContest.fromGroup.title')}
        okText={t('groupContest.fromGroup.add')}
        cancelText={t('admin.common.cancel')}
        confirmLoading={add.isPending}
        onOk={submit}
        onCancel={close}
        okButtonProps={{ 'data-testid': 'group-contest-add-group-ok' }}
        destroyOnHidden
      >
        <Form layout="vertical" component="div">
          <Form.Item label={t('groupContest.fromGroup.problemId')} required validateStatus={missing(problemId)}>
            <Input
              value={problemId}
              maxLength={255}
              placeholder={t('groupContest.fromGroup.problemIdPlaceholder')}
              onChange={(e) => setProblemId(e.target.value)}
              onPressEnter={submit}
              data-testid="group-contest-add-group-problem-id"
            />
          </Form.Item>
          <Form.Item label={t('groupContest.fromGroup.displayId')} required validateStatus={missing(displayId)}>
            <Input
              value={displayId}
              maxLength={255}
              placeholder={t('groupContest.fromGroup.displayIdPlaceholder')}
              onChange={(e) => setDisplayId(e.target.value)}
              onPressEnter={submit}
              data-testid="group-contest-add-group-display-id"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
