import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/feedback.ts';

/**
 * Saves a row's show/hide switch at once. A refusal was shown by the client; reading the list again
 * in either case puts the switch where the server has it.
 */
export function useVisibilitySave<V>(save: (change: V) => Promise<string>, refresh: () => unknown) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: save,
    onSuccess: (msg) => toast.success(msg || t('admin.common.updated')),
    onSettled: () => void refresh(),
  });
}

/** Deletes a row and reads the list again; the server's message is shown, or 'Deleted' when it says none. */
export function useRowDelete<V>(remove: (what: V) => Promise<string>, refresh: () => unknown) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: remove,
    onSuccess: (msg) => {
      toast.success(msg || t('admin.common.deleted'));
      void refresh();
    },
  });
}
