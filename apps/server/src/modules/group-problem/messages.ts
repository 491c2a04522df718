/** The refusals of a group's problems and of their review (Chinese in http/messages/group-problem.ts). */
export const GROUP_PROBLEM_MSG = {
  noProblem: 'The group problem does not exist',
  gidRequired: 'The group of the problem is required',
  idRequired: 'The problem id is required',
  displayIdRequired: 'The display id of a group problem is required',
  alreadyApplying: 'The problem is already waiting to join the public bank',
  notApplying: 'The problem is not waiting to join the public bank',
  notProposed: 'The problem has not been proposed to the public bank',
  idTaken: 'No free display id for the problem in the public bank',
} as const;
