import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { titleForAcCount } from '@arbiter/contract';

const TIER_KEYS = {
  'Black Iron': 'titles.blackIron',
  Bronze: 'titles.bronze',
  Silver: 'titles.silver',
  Gold: 'titles.gold',
  Diamond: 'titles.diamond',
  King: 'titles.king',
} as const;

/** A user's title: the one set on the account, else the tier of the AC count (spec part 1 §2.5). */
export function TitleTag({ titleName, titleColor, ac }: { titleName?: string | null; titleColor?: string | null; ac?: number }) {
  const { t } = useTranslation();
  const tier = !titleName && ac !== undefined ? titleForAcCount(ac) : null;
  const name = titleName || tier?.name;
  if (!name) return null;
  const color = titleName ? titleColor || undefined : tier?.color;
  const key = TIER_KEYS[name as keyof typeof TIER_KEYS];
  return (
    <Tag color={color} className="title-tag" data-testid="title-tag">
      {key ? t(key) : name}
    </Tag>
  );
}
