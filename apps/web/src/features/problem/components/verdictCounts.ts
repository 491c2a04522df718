import { JudgeStatus } from '@arbiter/contract';

/** The verdict counters of a problem (ProblemVO / ProblemCountVO) in display order, with a chart colour each. */
export type CountField = 'ac' | 'wa' | 'ce' | 'pa' | 'tle' | 'mle' | 're' | 'pe' | 'se';

export const VERDICT_COUNTS: readonly { field: CountField; status: number; color: string; inPie: boolean }[] = [
  { field: 'ac', status: JudgeStatus.ACCEPTED, color: '#52c41a', inPie: true },
  { field: 'wa', status: JudgeStatus.WRONG_ANSWER, color: '#f5222d', inPie: true },
  { field: 'ce', status: JudgeStatus.COMPILE_ERROR, color: '#1677ff', inPie: true },
  { field: 'pa', status: JudgeStatus.PARTIAL_ACCEPTED, color: '#2f54eb', inPie: true },
  { field: 'tle', status: JudgeStatus.TIME_LIMIT_EXCEEDED, color: '#fa8c16', inPie: true },
  { field: 'mle', status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, color: '#fadb14', inPie: true },
  { field: 're', status: JudgeStatus.RUNTIME_ERROR, color: '#13c2c2', inPie: true },
  { field: 'pe', status: JudgeStatus.PRESENTATION_ERROR, color: '#d48806', inPie: true },
  { field: 'se', status: JudgeStatus.SYSTEM_ERROR, color: '#fa541c', inPie: false },
];
