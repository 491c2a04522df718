import { Form, Select, Tag as AntTag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMITS, type Tag, type TagClassification } from '@arbiter/contract';
import { saveTag } from '../../api/admin-problem.ts';
import { FIRST_PRESET } from '@/components/admin/ColorField.tsx';
import { FormDialog, type EditDialogProps } from '@/components/admin/FormDialog.tsx';
import { NameColorFields } from '@/components/admin/NameColorFields.tsx';

interface Values {
  name: string;
  color: string | null;
  tcid: number | null;
}

/** Creates or edits a tag: its name, colour and classification. */
export function TagDialog({
  oj,
  classifications,
  ...dialog
}: EditDialogProps<Tag> & { oj: string; classifications: readonly TagClassification[] }) {
  const { t } = useTranslation();
  const { editing } = dialog;
  return (
    <FormDialog<Values, Tag>
      {...dialog}
      title={{ create: t('problemAdmin.tag.createTag'), edit: t('problemAdmin.tag.editTag') }}
      initialValues={{ name: editing?.name ?? '', color: editing?.color ?? FIRST_PRESET, tcid: editing?.tcid ?? null }}
      save={(values) =>
        saveTag({ id: editing?.id ?? null, name: values.name.trim(), color: values.color || null, oj, tcid: values.tcid ?? null })
      }
      testId="tag-dialog"
    >
      <NameColorFields
        words={{
          name: t('problemAdmin.tag.name'),
          nameRequired: t('problemAdmin.tag.nameRequired'),
          color: t('problemAdmin.tag.color'),
          preview: t('problemAdmin.form.preview'),
        }}
        nameMax={PROBLEM_LIMITS.tagNameMax}
        preview={(name, color) => <AntTag color={color ?? undefined}>{name}</AntTag>}
        testId="tag-dialog"
      >
        <Form.Item name="tcid" label={t('problemAdmin.tag.classification')}>
          <Select<number | null>
            allowClear
            placeholder={t('problemAdmin.tag.unclassified')}
            options={classifications.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="tag-dialog-classification"
          />
        </Form.Item>
      </NameColorFields>
    </FormDialog>
  );
}
