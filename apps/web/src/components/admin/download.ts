import type { TFunction } from 'i18next';
import { toast } from '@/ui/feedback.ts';

/**
 * A download with the spec's toasts: 'Downloading...' at once, 'Download Successfully!' when the
 * file arrived. A message answered instead of a file, or a failure, is shown by the API client.
 */
export async function downloadWithToasts(t: TFunction, work: () => Promise<boolean>): Promise<void> {
  toast.info(t('admin.common.downloading'));
  try {
    if (await work()) toast.success(t('admin.common.downloaded'));
  } catch {
    // Reported by the API client.
  }
}
