/** The site announcement back office's strings: zh-CN first, en-US typed against it so no key can be missing. */
const zh = {
  menu: {
    group: '常规设置',
    announcement: '公告管理',
  },
  list: {
    title: '公告管理',
    create: '发布公告',
    colId: 'ID',
    colTitle: '标题',
    colCreated: '发布时间',
    colModified: '修改时间',
    colAuthor: '发布者',
    colVisible: '可见',
    deleteConfirm: '删除公告「{{title}}」？',
    empty: '暂无公告',
  },
};

const en: typeof zh = {
  menu: {
    group: 'General',
    announcement: 'Announcements',
  },
  list: {
    title: 'Announcements',
    create: 'Create',
    colId: 'ID',
    colTitle: 'Title',
    colCreated: 'Created',
    colModified: 'Modified',
    colAuthor: 'Author',
    colVisible: 'Visible',
    deleteConfirm: 'Delete the announcement "{{title}}"?',
    empty: 'No announcements yet',
  },
};

export default { zh, en };
