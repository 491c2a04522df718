import { useState } from 'react';
import { Alert, Button, Card, Input } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRINT_TEXT_MAX, PRINT_TEXT_MIN } from '@arbiter/contract';
import { submitPrintText } from '../api/contest.ts';
import { toast } from '@/ui/feedback.ts';
import { useContestScope } from './contestScope.ts';
import { checkPrintText } from './printRules.ts';

/** The Print tab (spec part 2 §2.11): a 20-row text area, a warning and Submit. */
export default function ContestPrint() {
  const { t } = useTranslation();
  const { cid } = useContestScope();
  const [content, setContent] = useState('');
  const send = useMutation({
    mutationFn: (text: string) => submitPrintText(cid, text),
    onSuccess: () => {
      toast.success(t('contest.print.success'));
      setContent('');
    },
  });

  const submit = () => {
    const problem = checkPrintText(content);
    if (problem === 'empty') toast.error(t('contest.print.empty'));
    else if (problem === 'tooShort') toast.error(t('contest.print.tooShort', { min: PRINT_TEXT_MIN }));
    else if (problem === 'tooLong') toast.error(t('contest.print.tooLong', { max: PRINT_TEXT_MAX }));
    else send.mutate(content);
  };

  return (
    <Card
      className="contest-print"
      title={
        <span>
          <PrinterOutlined /> {t('contest.print.title')}
        </span>
      }
      data-testid="contest-print"
    >
      <Alert type="warning" showIcon title={t('contest.print.warning')} className="contest-print__warning" />
      <Input.TextArea
        rows={20}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder={t('contest.print.placeholder', { min: PRINT_TEXT_MIN })}
        aria-label={t('contest.print.title')}
        className="contest-print__text"
        spellCheck={false}
        data-testid="contest-print-text"
      />
      <div className="contest-print__footer">
        <span className="muted">{t('contest.print.length', { count: content.length })}</span>
        <Button type="primary" icon={<PrinterOutlined />} loading={send.isPending} onClick={submit} data-testid="contest-print-submit">
          {t('contest.print.submit')}
        </Button>
      </div>
    </Card>
  );
}
