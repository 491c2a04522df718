import { ApplyPublicProgress } from '@arbiter/contract';

/** The word key and colour of a problem's public-bank application (spec part 3 §4). */
export function progressLook(progress: number | null): { key: 'none' | 'applying' | 'approved' | 'refused'; color: string } {
  switch (progress) {
    case ApplyPublicProgress.APPLYING:
      return { key: 'applying', color: 'processing' };
    case ApplyPublicProgress.APPROVED:
      return { key: 'approved', color: 'success' };
    case ApplyPublicProgress.REFUSED:
      return { key: 'refused', color: 'error' };
    default:
      return { key: 'none', color: 'default' };
  }
}
