import ExcelJS from 'exceljs';
import {
  ContestType,
  type ACMCell,
  type ACMContestRankVO,
  type ContestRankVO,
  type OIContestRankVO,
  type rankDownloadQuery,
} from '@arbiter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { assertCanView, visibleContest, type ContestRow } from './access.ts';
import { boardView } from './board-view.ts';
import { fullBoard } from './scoreboard/index.ts';

/**
 * GET /api/file/download-contest-rank (hoj-api §12): the contest's whole board as an .xlsx sheet.
 * It is the kept board the rank tab shows, under the rank tab's rules: whoever may see the rank
 * may download it, sealed for those who see it sealed (a contest admin's forceRefresh unseals).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.ms-excel';

type RankDownloadQuery = z.output<typeof rankDownloadQuery>;

const BASE_HEADERS = ['Rank', 'Username', 'ShowName', 'Real Name', 'School'];
const SOLVED_FILL = 'FFC8E6C9';
const FIRST_BLOOD_FILL = 'FF81C784';
const FAILED_FILL = 'FFFFCDD2';

const minutes = (seconds: number | null | undefined) => (seconds && seconds > 0 ? Math.floor(seconds / 60) : 0);

/**
 * An ACM cell as the board reads it: the solve minute and its wrong tries `37 (-2)`, the wrong tries
 * alone `-2`, tries hidden by the seal `? (-1 +2)`, nothing for an untried problem.
 */
export function acmCellText(cell: ACMCell | undefined): string {
  if (!cell) return '';
  const wrong = cell.errorNum > 0 ? `-${cell.errorNum}` : '';
  if (cell.isAC) return wrong ? `${minutes(cell.ACTime)} (${wrong})` : String(minutes(cell.ACTime));
  if (cell.tryNum > 0) return `? (${[wrong, `+${cell.tryNum}`].filter(Boolean).join(' ')})`;
  return wrong;
}

function acmFill(cell: ACMCell | undefined): string | null {
  if (cell?.isAC) return cell.isFirstAC ? FIRST_BLOOD_FILL : SOLVED_FILL;
  return cell && cell.errorNum > 0 ? FAILED_FILL : null;
}

function identity(row: ContestRankVO, c: ContestRow): (string | number)[] {
  const show = row[c.rankShowName as 'username' | 'nickname' | 'realname'];
  return [row.rank === -1 ? '*' : row.rank, row.username, show ?? '', row.realname ?? '', row.school ?? ''];
}

function fill(cell: ExcelJS.Cell, argb: string): void {
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
}

function writeAcm(sheet: ExcelJS.Worksheet, c: ContestRow, displayIds: string[], rows: ACMContestRankVO[]): void {
  sheet.addRow([...BASE_HEADERS, 'AC', 'Total Submission', 'Total Penalty Time', ...displayIds]);
  const first = BASE_HEADERS.length + 4;
  for (const row of rows) {
    const cells = displayIds.map((id) => row.submissionInfo[id]);
    const added = sheet.addRow([...identity(row, c), row.ac, row.total, minutes(row.totalTime), ...cells.map(acmCellText)]);
    cells.forEach((cell, i) => {
      const argb = acmFill(cell);
      if (argb) fill(added.getCell(first + i), argb);
    });
  }
}

function writeOi(sheet: ExcelJS.Worksheet, c: ContestRow, displayIds: string[], rows: OIContestRankVO[]): void {
  sheet.addRow([...BASE_HEADERS, 'Total Score', ...displayIds]);
  for (const row of rows) {
    sheet.addRow([...identity(row, c), row.totalScore, ...displayIds.map((id) => row.submissionInfo[id] ?? '')]);
  }
}

/** The sheet of the board the caller may see, and its file name `contest_{cid}_rank.xlsx`. */
export async function contestRankSheet(
  ctx: AppContext,
  user: AuthUser,
  q: RankDownloadQuery,
): Promise<{ filename: string; content: Buffer }> {
  const c = await visibleContest(ctx, q.cid, user);
  await assertCanView(ctx, c, user);
  const view = boardView(c, user, { forceRefresh: q.forceRefresh, containsEnd: q.containEnd ?? false });
  const { displayIds, rows } = await fullBoard(ctx, c, { ...view, removeStar: q.removeStar ?? false });

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('rank');
  if (c.type === ContestType.OI) writeOi(sheet, c, displayIds, rows as OIContestRankVO[]);
  else writeAcm(sheet, c, displayIds, rows as ACMContestRankVO[]);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  sheet.columns.forEach((col, i) => {
    col.width = i < BASE_HEADERS.length ? 16 : 12;
  });
  return { filename: `contest_${c.id}_rank.xlsx`, content: Buffer.from(await book.xlsx.writeBuffer()) };
}
