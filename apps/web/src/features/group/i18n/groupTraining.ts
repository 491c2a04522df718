/** The words of a group's trainings (spec part 3 §2.3). */
const zh = {
  title: '团队训练',
  admin: '训练管理',
  create: '创建训练',
  empty: '该团队暂无训练',
  backToList: '返回训练列表',
};

const en: typeof zh = {
  title: 'Group Trainings',
  admin: 'Training Admin',
  create: 'Create',
  empty: 'The group has no trainings yet',
  backToList: 'Back to the trainings',
};

export default { zh, en };
