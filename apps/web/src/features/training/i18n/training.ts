/** The training pages' strings: zh-CN first, en-US typed against it so no key can be missing. */
const zh = {
  title: '训练',
};

const en: typeof zh = {
  title: 'Training',
};

export default { zh, en };
