import { useTranslation } from 'react-i18next';
import type { TrainingCategory } from '@arbiter/contract';
import { saveTrainingCategory } from '../../api/admin-training.ts';
import { FIRST_PRESET } from '@/components/admin/ColorField.tsx';
import { FormDialog, type EditDialogProps } from '@/components/admin/FormDialog.tsx';
import { NameColorFields } from '@/components/admin/NameColorFields.tsx';
import { CategoryTag } from '../TrainingTags.tsx';

interface Values {
  name: string;
  color: string;
}

/** The longest name a category may have (hoj-api §13.3, the contract's trainingCategoryBody). */
const NAME_MAX = 255;

/** Creates or edits a training category: its name and colour. */
export function CategoryDialog(props: EditDialogProps<TrainingCategory>) {
  const { t } = useTranslation();
  const { editing } = props;
  return (
    <FormDialog<Values, TrainingCategory>
      {...props}
      title={{ create: t('adminTraining.category.createTitle'), edit: t('adminTraining.category.edit') }}
      initialValues={{ name: editing?.name ?? '', color: editing?.color ?? FIRST_PRESET }}
      save={(values) => saveTrainingCategory({ id: editing?.id ?? null, name: values.name.trim(), color: values.color })}
      testId="training-category-dialog"
    >
      <NameColorFields
        words={{
          name: t('adminTraining.category.name'),
          nameRequired: t('adminTraining.category.nameRequired'),
          color: t('adminTraining.category.color'),
          preview: t('adminTraining.category.preview'),
        }}
        nameMax={NAME_MAX}
        preview={(name, color) => <CategoryTag name={name} color={color} />}
        testId="training-category-dialog"
      />
    </FormDialog>
  );
}
