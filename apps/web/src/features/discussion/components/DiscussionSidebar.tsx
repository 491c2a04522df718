import { Button, Card, Segmented, Space } from 'antd';
import { ArrowLeftOutlined, CommentOutlined, EditOutlined, FormOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DiscussionCategory } from '@arbiter/contract';

/**
 * The list's side column (spec part 3 §2.1): the post button, Mine/All for a signed-in user, the
 * general-discussion and return buttons on a problem's discussions, and the category list, which
 * the super admin edits.
 */
export function DiscussionSidebar({
  pid,
  loggedIn,
  onlyMine,
  categories,
  cid,
  isRoot,
  onPost,
  onMine,
  onCategory,
  onEditCategories,
}: {
  pid: string | null;
  loggedIn: boolean;
  onlyMine: boolean;
  categories: DiscussionCategory[];
  cid: number | null;
  isRoot: boolean;
  onPost: () => void;
  onMine: (mine: boolean) => void;
  onCategory: (cid: number | null) => void;
  onEditCategories: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="disc-side">
      <Card size="small" className="disc-side__card">
        <Space direction="vertical" className="disc-side__stack">
          <Button type="primary" block icon={<FormOutlined />} onClick={onPost} data-testid="discussion-post">
            {t('discussion.side.post')}
          </Button>
          {loggedIn ? (
            <Segmented
              block
              value={onlyMine ? 'mine' : 'all'}
              onChange={(v) => onMine(v === 'mine')}
              options={[
                { value: 'all', label: t('discussion.side.all') },
                { value: 'mine', label: t('discussion.side.mine') },
              ]}
              data-testid="discussion-mine-toggle"
            />
          ) : null}
          {pid ? (
            <>
              <Link to="/discussion" data-testid="discussion-general">
                <Button block icon={<CommentOutlined />}>
                  {t('discussion.side.general')}
                </Button>
              </Link>
              <Link to={`/problem/${encodeURIComponent(pid)}`} data-testid="discussion-back-problem">
                <Button block icon={<ArrowLeftOutlined />}>
                  {t('discussion.side.back')}
                </Button>
              </Link>
            </>
          ) : null}
        </Space>
      </Card>
      <Card
        size="small"
        title={t('discussion.side.categories')}
        className="disc-side__card"
        extra={
          isRoot ? (
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('discussion.side.editCategories')}
              onClick={onEditCategories}
              data-testid="discussion-edit-categories"
            />
          ) : null
        }
      >
        <ul className="disc-side__categories" data-testid="discussion-categories">
          {[{ id: null, name: t('discussion.side.allCategories') }, ...categories].map((c) => (
            <li key={c.id ?? 'all'}>
              <button
                type="button"
                className={`disc-side__category${cid === c.id ? ' is-active' : ''}`}
                onClick={() => onCategory(c.id)}
                data-testid={`discussion-category-${c.id ?? 'all'}`}
              >
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
