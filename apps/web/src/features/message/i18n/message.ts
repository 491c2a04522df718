/** The message centre's strings: zh-CN first, en-US typed against it so no key can be missing. */
const zh = {
  title: '消息中心',
  action: {
    Discuss: '评论了你的讨论',
    Reply: '回复了你',
    Like_Post: '赞了你的讨论',
    Like_Discuss: '赞了你的评论',
  },
  contest: '比赛',
  discussion: '讨论',
  quote: '回复的内容',
  unread: '未读',
  system: '系统通知',
  delete: '删除',
  deleteConfirm: '确定删除这条消息吗？',
  cleanAll: '清空全部',
  cleanAllConfirm: '确定清空该分类下的全部消息吗？',
  deleted: '删除成功',
  empty: '暂无消息',
};

const en: typeof zh = {
  title: 'Messages',
  action: {
    Discuss: 'commented on your discussion',
    Reply: 'replied to you',
    Like_Post: 'liked your discussion',
    Like_Discuss: 'liked your comment',
  },
  contest: 'Contest',
  discussion: 'Discussion',
  quote: 'In reply to',
  unread: 'New',
  system: 'System notice',
  delete: 'Delete',
  deleteConfirm: 'Delete this message?',
  cleanAll: 'Clean all',
  cleanAllConfirm: 'Delete every message of this tab?',
  deleted: 'Deleted',
  empty: 'No messages',
};

export default { zh, en };
