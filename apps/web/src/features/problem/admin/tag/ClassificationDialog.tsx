import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TagClassification } from '@arbiter/contract';
import { saveClassification } from '../../api/admin-problem.ts';
import { FormDialog, type EditDialogProps } from '@/components/admin/FormDialog.tsx';
import { NameItem } from '@/components/admin/NameColorFields.tsx';

interface Values {
  name: string;
  rank: number | null;
}

/** Creates or renames a tag classification and sets its rank (smaller first). */
export function ClassificationDialog({ oj, ...dialog }: EditDialogProps<TagClassification> & { oj: string }) {
  const { t } = useTranslation();
  const { editing } = dialog;
  return (
    <FormDialog<Values, TagClassification>
      {...dialog}
      title={{ create: t('problemAdmin.tag.createClassification'), edit: t('problemAdmin.tag.editClassification') }}
      initialValues={{ name: editing?.name ?? '', rank: editing?.rank ?? 0 }}
      save={(values) => saveClassification({ id: editing?.id ?? null, name: values.name.trim(), oj, rank: values.rank ?? 0 })}
      testId="classification-dialog"
    >
      <NameItem
        label={t('problemAdmin.tag.name')}
        requiredMessage={t('problemAdmin.tag.nameRequired')}
        max={100}
        testId="classification-dialog"
      />
      <Form.Item name="rank" label={t('problemAdmin.tag.rank')} extra={t('problemAdmin.tag.rankHint')}>
        <InputNumber min={0} max={100_000} precision={0} className="admin-number" data-testid="classification-dialog-rank" />
      </Form.Item>
    </FormDialog>
  );
}
