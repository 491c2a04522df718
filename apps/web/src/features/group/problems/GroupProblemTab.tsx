import { useSearchParams } from 'react-router';
import { useGroupScope } from '../shell/groupScope.ts';
import GroupProblemAdmin from './GroupProblemAdmin.tsx';
import GroupProblemForm from './GroupProblemForm.tsx';
import GroupProblemList from './GroupProblemList.tsx';
import { tabModeOf } from './modes.ts';
import './groupProblem.css';

/** /group/:groupID/problem — the list, and for the group's admins its admin list and form (`?mode=`). */
export default function GroupProblemTab() {
  const { isAdmin } = useGroupScope();
  const [search] = useSearchParams();
  const { mode, pid } = tabModeOf(search);
  if (!isAdmin || mode === 'list') return <GroupProblemList />;
  if (mode === 'admin') return <GroupProblemAdmin />;
  return <GroupProblemForm key={pid ?? 'new'} pid={pid} />;
}
