/** The contest area's strings: zh-CN first, en-US typed against it so no key can be missing. */
const zh = {
  statusScheduled: '未开始',
  statusRunning: '进行中',
  statusEnded: '已结束',
  authPublic: '公开',
  authPrivate: '私有',
  authProtected: '保护',
};

const en: typeof zh = {
  statusScheduled: 'Scheduled',
  statusRunning: 'Running',
  statusEnded: 'Ended',
  authPublic: 'Public',
  authPrivate: 'Private',
  authProtected: 'Protected',
};

export default { zh, en };
