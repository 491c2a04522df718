/** Chinese of virtual participation's messages (English → Chinese). */
export const VIRTUAL = {
  'Virtual participation opens once the contest has ended': '比赛结束后才能进行虚拟参赛',
  'You have already taken part virtually in this contest': '你已经虚拟参加过这场比赛',
  'Finish your virtual participation in another contest first': '请先完成正在进行的另一场虚拟参赛',
  'Start a virtual participation of this contest first': '请先开始这场比赛的虚拟参赛',
  'Virtual participation started': '虚拟参赛已开始',
} as const;
