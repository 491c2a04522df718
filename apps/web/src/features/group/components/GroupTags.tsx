import { Tag } from 'antd';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GroupAuth } from '@arbiter/contract';

const AUTH_KEY = { [GroupAuth.PUBLIC]: 'public', [GroupAuth.PROTECTED]: 'protected', [GroupAuth.PRIVATE]: 'private' } as const;
const AUTH_COLOR = { [GroupAuth.PUBLIC]: 'green', [GroupAuth.PROTECTED]: 'orange', [GroupAuth.PRIVATE]: 'red' } as const;

/** A group's auth (public, protected, private) as a coloured tag; clickable where it filters the list. */
export function GroupAuthTag({ auth, onClick }: { auth: 1 | 2 | 3; onClick?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={AUTH_COLOR[auth]}
      className={onClick ? 'group-tag--clickable' : undefined}
      onClick={(e) => {
        if (!onClick) return;
        e.stopPropagation();
        onClick();
      }}
      data-testid={`group-auth-${AUTH_KEY[auth]}`}
    >
      {t(`group.auth.${AUTH_KEY[auth]}`)}
    </Tag>
  );
}

/** The Hidden tag of a group its list shows only to members. */
export function HiddenTag() {
  const { t } = useTranslation();
  return (
    <Tag icon={<EyeInvisibleOutlined />} color="default">
      {t('group.hidden')}
    </Tag>
  );
}
