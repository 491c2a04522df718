import { LIMITS } from '@arbiter/contract';

/** Whether a file may be sent as an avatar: gif, jpg, jpeg, png, bmp or webp, at most 2 MB. */
export function avatarProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const ext = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!LIMITS.avatarTypes.includes(ext)) return 'type';
  if (file.size > LIMITS.avatarMaxBytes) return 'size';
  return null;
}
