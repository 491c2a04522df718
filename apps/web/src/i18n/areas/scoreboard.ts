/** The scoreboard area's strings: zh-CN first, en-US typed against it so no key can be missing. */
const zh = {};

const en: typeof zh = {};

export default { zh, en };
