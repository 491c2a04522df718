import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const LOOKS = [
  { key: 'easy', color: 'green' },
  { key: 'mid', color: 'orange' },
  { key: 'hard', color: 'red' },
] as const;

/** A problem's level: 0 Easy, 1 Mid, 2 Hard (spec part 2 §3); none while a contest hides it. */
export function DifficultyTag({ difficulty }: { difficulty: number | null }) {
  const { t } = useTranslation();
  const look = difficulty === null ? undefined : LOOKS[difficulty];
  if (!look) return <Tag>--</Tag>;
  return (
    <Tag color={look.color} data-difficulty={difficulty}>
      {t(`difficulty.${look.key}`)}
    </Tag>
  );
}

export const DIFFICULTY_KEYS = LOOKS.map((l) => l.key);
