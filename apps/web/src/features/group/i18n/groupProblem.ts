/** The words of a group's problems (spec part 3 §2.3). */
const zh = {};

const en: typeof zh = {};

export default { zh, en };
