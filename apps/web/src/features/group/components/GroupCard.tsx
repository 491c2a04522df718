import { useEffect, useRef, useState } from 'react';
import { Avatar, Card } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupVO } from '@arbiter/contract';
import { formatTime } from '@/utils/time.ts';
import { marqueeOffset } from '../pages/listQuery.ts';
import { GroupAuthTag, HiddenTag } from './GroupTags.tsx';

/** The name scrolls when it does not fit: it starts after 1 s and moves a pixel every 20 ms (spec part 3 §2.3). */
function ScrollingName({ name }: { name: string }) {
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const overflow = (text.current?.scrollWidth ?? 0) - (box.current?.clientWidth ?? 0);
    if (overflow <= 0) return;
    let ticks = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      timer = setInterval(() => setOffset(marqueeOffset(++ticks, overflow)), 20);
    }, 1000);
    return () => {
      clearTimeout(start);
      clearInterval(timer);
    };
  }, [name]);
  return (
    <div className="group-card__name" ref={box} title={name}>
      <span ref={text} style={{ transform: `translateX(${-offset}px)` }}>
        {name}
      </span>
    </div>
  );
}

/** One group of the list: avatar, owner, name, brief, members, auth (filters on click), hidden, created. */
export function GroupCard({ group, onOpen, onAuth }: { group: GroupVO; onOpen: () => void; onAuth: (auth: 1 | 2 | 3) => void }) {
  const { t } = useTranslation();
  return (
    <Card hoverable className="group-card" onClick={onOpen} data-testid={`group-card-${group.id}`}>
      <div className="group-card__head">
        <Avatar size={56} shape="square" src={group.avatar || undefined} icon={<TeamOutlined />} alt={group.name} />
        <div className="group-card__titles">
          <ScrollingName name={group.name} />
          <Link
            to={`/user-home?username=${encodeURIComponent(group.owner)}`}
            onClick={(e) => e.stopPropagation()}
            className="group-card__owner"
          >
            {group.owner}
          </Link>
        </div>
      </div>
      <p className="group-card__brief">{group.brief}</p>
      <div className="group-card__foot">
        <span>
          <TeamOutlined /> {t('group.memberCount', { count: group.memberCount })}
        </span>
        <span className="group-card__tags">
          <GroupAuthTag auth={group.auth} onClick={() => onAuth(group.auth)} />
          {!group.visible && <HiddenTag />}
        </span>
        <span className="group-card__date">{formatTime(group.gmtCreate, 'YYYY-MM-DD')}</span>
      </div>
    </Card>
  );
}
