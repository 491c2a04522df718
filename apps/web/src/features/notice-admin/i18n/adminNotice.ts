/** The system notice back office's strings: zh-CN first, en-US typed against it so no key can be missing. */
const zh = {
  menu: {
    notice: '系统通知',
  },
  type: {
    All: '所有用户',
    Single: '指定用户',
    Admin: '管理员',
  },
  list: {
    title: '系统通知',
    create: '发布通知',
    filterAny: '全部',
    filterLabel: '按接收者筛选',
    colId: 'ID',
    colTitle: '标题',
    colRecipient: '接收者',
    colRead: '已读 / 送达',
    colAdmin: '发布者',
    colCreated: '发布时间',
    notPushed: '未推送',
    recipientGone: '（用户已删除）',
    deleteConfirm: '删除通知「{{title}}」？已送达的通知也会从用户的消息中删除。',
    empty: '暂无通知',
  },
  dialog: {
    createTitle: '发布通知',
    editTitle: '编辑通知',
    title: '标题',
    content: '内容',
    type: '接收者',
    recipient: '用户名',
    recipientPlaceholder: '接收通知的用户的用户名',
    sendsNow: '保存后通知立即送达接收者；之后注册的用户也会收到发给所有用户的通知。',
    fixed: '通知已送达，接收者不能更改，只能修改标题和内容。',
  },
  rules: {
    titleRequired: '请输入标题',
    titleMax: '标题不能超过 {{titleMax}} 个字符',
    contentRequired: '请输入内容',
    contentMax: '内容不能超过 {{contentMax}} 个字符',
    recipientRequired: '请输入接收者的用户名',
  },
};

const en: typeof zh = {
  menu: {
    notice: 'Notices',
  },
  type: {
    All: 'All users',
    Single: 'One user',
    Admin: 'Admins',
  },
  list: {
    title: 'System Notices',
    create: 'Create',
    filterAny: 'Any',
    filterLabel: 'Filter by recipients',
    colId: 'ID',
    colTitle: 'Title',
    colRecipient: 'Recipients',
    colRead: 'Read / Received',
    colAdmin: 'Author',
    colCreated: 'Created',
    notPushed: 'Not pushed',
    recipientGone: '(user deleted)',
    deleteConfirm: 'Delete the notice "{{title}}"? It is removed from the users\' messages too.',
    empty: 'No notices yet',
  },
  dialog: {
    createTitle: 'Create Notice',
    editTitle: 'Edit Notice',
    title: 'Title',
    content: 'Content',
    type: 'Recipients',
    recipient: 'Username',
    recipientPlaceholder: 'The username of the user to notify',
    sendsNow: 'The notice reaches its recipients as soon as it is saved; users who register later also receive notices to all users.',
    fixed: 'The notice has been delivered: its recipients stay as they are, only the title and content can change.',
  },
  rules: {
    titleRequired: 'Enter a title',
    titleMax: 'The title can not exceed {{titleMax}} characters',
    contentRequired: 'Enter the content',
    contentMax: 'The content can not exceed {{contentMax}} characters',
    recipientRequired: "Enter the recipient's username",
  },
};

export default { zh, en };
