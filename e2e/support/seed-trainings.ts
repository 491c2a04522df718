/**
 * Trainings for looking at the training screens (e2e/screens.ts), made the way people make them:
 * through the API, with a student who registers by mail code, enters the private training with its
 * password and submits there, judged by the judge host. Run once per data directory: a second run
 * finds the trainings by title and only reads their ids.
 */
import type { APIRequestContext } from '@playwright/test';
import { API, JudgeStatus, type Page, type TrainingRankVO } from '@arbiter/contract';
import { SUM, apiCall, createSumProblem, loginToken, registerStudent } from './flows.ts';

export interface SeededTrainings {
  /** A private training (password) of three problems, where `student` solved two and failed one. */
  priv: number;
  /** A public training of two problems, in a category made with it. */
  pub: number;
}

/** Registered for the private training, with a real name and a school the rank shows its admins. */
export const TRAINING_STUDENT = 'sun_mei';
/** Signed up but not registered for the private training: sees its password form. */
export const TRAINING_NEWCOMER = 'li_ming';
export const STUDENT_PASSWORD = 'password1';

const TITLES = { priv: 'Week 3: Loops', pub: 'Getting Started' } as const;
const PRIVATE_PASSWORD = 'loops3';
const WRONG = SUM.replace('a+b', 'a-b');
const TRAINING_PROBLEMS = [
  ['T100', 'Loop Warm-up'],
  ['T101', 'Running Total'],
  ['T102', 'Nested Loops'],
] as const;
const PENDING: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING];

export async function seedTrainings(request: APIRequestContext, root: string): Promise<SeededTrainings> {
  const listed = await apiCall<{ records: { id: number; title: string }[] }>(
    request,
    root,
    'GET',
    `${API.adminTrainingList}?limit=50&currentPage=1`,
  );
  const idOf = (title: string) => listed.records.find((r) => r.title === title)?.id;
  const found = { priv: idOf(TITLES.priv), pub: idOf(TITLES.pub) };
  if (found.priv && found.pub) return { priv: found.priv, pub: found.pub };

  for (const [problemId, title] of TRAINING_PROBLEMS) await createSumProblem(request, root, problemId, title);
  const bank = await apiCall<{ records: { id: number; problemId: string }[] }>(
    request,
    root,
    'GET',
    `${API.adminProblemList}?keyword=T10&limit=50&currentPage=1`,
  );
  const pidOf = (problemId: string) => bank.records.find((p) => p.problemId === problemId)!.id;
  const category = await apiCall<{ id: number }>(request, root, 'POST', API.adminTrainingCategory, { name: 'Loops', color: '#409EFF' });
  const create = async (training: Record<string, unknown>, trainingCategory: Record<string, unknown>, problemIds: readonly string[]) => {
    const made = await apiCall<{ id: number }>(request, root, 'POST', API.adminTraining, {
      training: { rank: 1000, status: true, rankShowName: 'username', ...training },
      trainingCategory,
    });
    for (const problemId of problemIds)
      await apiCall(request, root, 'POST', API.adminAddTrainingProblemFromPublic, { pid: pidOf(problemId), tid: made.id });
    return made.id;
  };
  const priv = await create(
    {
      title: TITLES.priv,
      description: '## Loops\n\nThree problems on `for` and `while`. Each one reads $a$ and $b$ with $|a|, |b| \\le 10^9$.',
      auth: 'Private',
      privatePwd: PRIVATE_PASSWORD,
    },
    { id: category.id },
    TRAINING_PROBLEMS.map(([id]) => id),
  );
  const pub = await create(
    { title: TITLES.pub, description: 'Your first two problems: read the input, print the answer.', auth: 'Public', rank: 10 },
    { name: 'Warm-up', color: '#67C23A' },
    ['T100', 'T101'],
  );

  const student = await studentToken(request, TRAINING_STUDENT);
  await studentToken(request, TRAINING_NEWCOMER);
  await apiCall(request, student, 'POST', API.changeUserInfo, { realname: 'Sun Mei', school: 'No. 1 High School' });
  await apiCall(request, student, 'POST', API.registerTraining, { tid: priv, password: PRIVATE_PASSWORD });
  for (const [pid, code] of [
    ['T100', SUM],
    ['T102', WRONG],
    ['T101', SUM],
  ] as const)
    await submitWhenAllowed(request, student, { pid, tid: priv, language: 'C++', code });
  await judged(request, root, priv);
  return { priv, pub };
}

/** Signs the student in, registering them first by mail code when they have no account yet. */
async function studentToken(request: APIRequestContext, username: string): Promise<string> {
  const existing = await loginToken(request, username, STUDENT_PASSWORD);
  if (existing) return existing;
  await registerStudent(request, username, STUDENT_PASSWORD);
  const token = await loginToken(request, username, STUDENT_PASSWORD);
  if (!token) throw new Error(`${username} cannot log in`);
  return token;
}

/** A student's practice submissions are a few seconds apart at least: retries until the server takes it. */
async function submitWhenAllowed(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<void> {
  for (;;) {
    const res = await request.post(API.submitProblemJudge, { headers: { Authorization: token }, data: body });
    const { status, msg } = (await res.json()) as { status: number; msg: string };
    if (status === 200) return;
    if (!msg.includes('too fast')) throw new Error(`submit refused: ${msg}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Waits until the rank shows a verdict in every cell the student tried. */
async function judged(request: APIRequestContext, root: string, tid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const rank = await apiCall<Page<TrainingRankVO>>(request, root, 'GET', `${API.trainingRank}?tid=${tid}&limit=30&currentPage=1`);
    const cells = Object.values(rank.records.find((r) => r.username === TRAINING_STUDENT)?.submissionInfo ?? {});
    if (cells.length === TRAINING_PROBLEMS.length && cells.every((c) => !PENDING.includes(c.status))) return;
    if (Date.now() > deadline) throw new Error('the training submissions were not judged: is the judge host running?');
    await new Promise((r) => setTimeout(r, 1000));
  }
}
