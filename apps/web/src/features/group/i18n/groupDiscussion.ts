/** The words of a group's discussions (spec part 3 §2.3). */
const zh = {
  title: '团队讨论',
  problemTitle: '题目 {{pid}} 的团队讨论',
  adminTitle: '讨论管理',
  viewList: '讨论',
  viewAdmin: '管理',
  allPosts: '全部讨论',
  post: '发布讨论',
  empty: '团队里还没有讨论',
  updated: '修改成功',
  colAction: '操作',
};

const en: typeof zh = {
  title: 'Group discussions',
  problemTitle: 'Group discussions of problem {{pid}}',
  adminTitle: 'Manage discussions',
  viewList: 'Discussions',
  viewAdmin: 'Manage',
  allPosts: 'All posts',
  post: 'Post',
  empty: 'No discussions in this group yet',
  updated: 'Updated',
  colAction: 'Action',
};

export default { zh, en };
