import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/feedback.ts';

/** Copies text to the clipboard; falls back to a hidden text area where the Clipboard API is missing (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies and says how it went, the same on every copy button (samples, submitted code):
 * 'Copied successfully' or 'Copied failed' (spec part 2 §2.5).
 */
export function useCopyText(): (text: string) => Promise<boolean> {
  const { t } = useTranslation();
  return async (text) => {
    const copied = await copyText(text);
    if (copied) toast.success(t('common.copied'));
    else toast.error(t('common.copyFailed'));
    return copied;
  };
}
