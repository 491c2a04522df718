import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { rankTitleForAcCount, titleForAcCount, type RankTitle } from '@arbiter/contract';
import './titleTag.css';

const TIER_KEYS = {
  'Black Iron': 'titles.blackIron',
  Bronze: 'titles.bronze',
  Silver: 'titles.silver',
  Gold: 'titles.gold',
  Diamond: 'titles.diamond',
  King: 'titles.king',
} as const;

/**
 * Which tiers the AC count maps to: the home page's (spec part 1 §2.5) or the ranking lists'
 * (spec part 2 §9), whose bounds differ and which carry 1–5 stars.
 */
export type TitleScale = 'home' | 'ranklist';

function tierOf(ac: number, scale: TitleScale): RankTitle | null {
  if (scale === 'ranklist') return rankTitleForAcCount(ac);
  const home = titleForAcCount(ac);
  // The home tiers have no stars.
  return home && { ...home, stars: 0 };
}

/** A user's title: the one set on the account, else the tier of the AC count. */
export function TitleTag({
  titleName,
  titleColor,
  ac,
  scale = 'home',
}: {
  titleName?: string | null;
  titleColor?: string | null;
  ac?: number;
  scale?: TitleScale;
}) {
  const { t } = useTranslation();
  const tier = !titleName && ac !== undefined ? tierOf(ac, scale) : null;
  const name = titleName || tier?.name;
  if (!name) return null;
  const color = titleName ? titleColor || undefined : tier?.color;
  const key = TIER_KEYS[name as keyof typeof TIER_KEYS];
  const stars = tier?.stars ?? 0;
  return (
    <Tag color={color} className="title-tag" data-testid="title-tag">
      {key ? t(key) : name}
      {stars > 0 ? (
        <span className="title-tag__stars" role="img" aria-label={t('titles.stars', { count: stars })} data-stars={stars}>
          {'★'.repeat(stars)}
        </span>
      ) : null}
    </Tag>
  );
}
