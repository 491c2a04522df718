/** The training back office's strings: zh-CN first, en-US typed against it so no key can be missing. */
const zh = {
  title: '训练管理',
};

const en: typeof zh = {
  title: 'Trainings',
};

export default { zh, en };
