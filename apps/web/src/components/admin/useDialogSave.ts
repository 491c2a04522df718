import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client.ts';
import { toast } from '@/ui/feedback.ts';

/**
 * Saving from a create-or-edit dialog: `saving` while the call runs, the server's refusal kept to
 * show in the dialog, and a toast that names what happened (the server answers a bare 'success' to
 * a creation).
 */
export function useDialogSave<V>(save: (values: V) => Promise<unknown>, editing: boolean, onSaved: () => void) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: V) => {
    setSaving(true);
    setRefusal(null);
    try {
      await save(values);
      toast.success(editing ? t('admin.common.updated') : t('admin.common.created'));
      onSaved();
    } catch (err) {
      setRefusal(err instanceof ApiError ? err.message : null);
    } finally {
      setSaving(false);
    }
  };

  return { saving, refusal, submit };
}
