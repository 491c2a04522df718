/** The words of a group's contests (spec part 3 §2.3). */
const zh = {
  adminOnly: '只有团队管理员可以管理比赛',
  list: {
    title: '团队比赛',
    admin: '管理比赛',
    empty: '暂无比赛',
  },
  admin: {
    title: '比赛管理',
    back: '返回比赛列表',
    create: '创建比赛',
    empty: '暂无比赛',
  },
  fromGroup: {
    button: '从团队题库添加',
    title: '从团队题库添加题目',
    problemId: '团队题目的题号',
    problemIdPlaceholder: '例如 P1001',
    displayId: '比赛中的展示 ID',
    displayIdPlaceholder: '例如 A',
    add: '添加',
    added: '添加成功',
    problemIdRequired: '题号不能为空',
    displayIdRequired: '比赛题目的展示 ID 不能为空',
  },
};

const en: typeof zh = {
  adminOnly: 'Only the group administrators manage contests',
  list: {
    title: 'Group contests',
    admin: 'Manage contests',
    empty: 'No contests yet',
  },
  admin: {
    title: 'Contest admin',
    back: 'Back to the contests',
    create: 'Create contest',
    empty: 'No contests yet',
  },
  fromGroup: {
    button: 'Add from the group',
    title: "Add one of the group's problems",
    problemId: "The group problem's ID",
    problemIdPlaceholder: 'e.g. P1001',
    displayId: 'Display ID in the contest',
    displayIdPlaceholder: 'e.g. A',
    add: 'Add',
    added: 'Added',
    problemIdRequired: 'The problem ID is required',
    displayIdRequired: 'The contest display ID is required',
  },
};

export default { zh, en };
