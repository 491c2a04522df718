/** Chinese of the training area's messages (English → Chinese). */
export const TRAINING = {
  'Please register for the training first': '请先输入密码注册该训练',
  'Only the training administrators may do this': '只有训练管理员可以进行此操作',
  'You are not allowed in this training': '您已被禁止参加该训练',
  'Register training successfully': '注册训练成功',
  'The training is public: no registration is needed': '该训练是公开训练，无需注册',
  'You have already registered for the training': '您已注册过该训练，请勿重复注册',
  'Wrong password': '密码错误',
  'The problem is not in this training': '该训练中不存在此题目',
  'The problem is already in this training': '该题目已在训练中',
  'You may add only public problems or problems of your own': '只能添加公开题目或自己创建的题目',
  'A group problem cannot be added to a site training': '团队题目不能添加到站点训练',
  'Only a super admin or a problem admin can delete a problem': '只有超级管理员或题目管理员可以删除题目',
  'The category does not exist': '该分类不存在',
  'The category is used by a training and cannot be deleted': '该分类正被训练使用，无法删除',
} as const;
