/** The group pages' words (spec part 3 §2.3). */
const zh = {
  title: '团队',
  unavailable: {
    notFoundTitle: '团队不存在',
    notFoundText: '该团队不存在或已解散。',
    forbiddenTitle: '无法进入该团队',
    forbiddenText: '您没有权限查看该团队。',
    failedTitle: '团队加载失败',
    failedText: '请稍后重试。',
    backToList: '返回团队列表',
    tabTitle: '该页面不存在',
    tabText: '该团队没有这个页面，或您无权查看。',
    backToHome: '返回团队首页',
  },
  tabs: {
    home: '首页',
    problem: '题目',
    training: '训练',
    contest: '比赛',
    status: '评测',
    discussion: '讨论',
    member: '成员',
    announcement: '公告',
    setting: '设置',
    rank: '排名',
    disabled: '加入团队后才能查看',
  },
};

const en: typeof zh = {
  title: 'Group',
  unavailable: {
    notFoundTitle: 'Group not found',
    notFoundText: 'The group does not exist or has been disbanded.',
    forbiddenTitle: 'You cannot enter this group',
    forbiddenText: 'You have no permission to view this group.',
    failedTitle: 'The group did not load',
    failedText: 'Please try again in a moment.',
    backToList: 'Back to the groups',
    tabTitle: 'No such page',
    tabText: 'The group has no such page, or it is not for you.',
    backToHome: 'Back to the group home',
  },
  tabs: {
    home: 'Home',
    problem: 'Problem',
    training: 'Training',
    contest: 'Contest',
    status: 'Submission',
    discussion: 'Discussion',
    member: 'Member',
    announcement: 'Announcement',
    setting: 'Setting',
    rank: 'Rank',
    disabled: 'Join the group to open this',
  },
};

export default { zh, en };
