import ExcelJS from 'exceljs';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/envelope.ts';
import { SHEET_KIND, type GeneratedAccount } from './generate.ts';

/** The .xlsx of generated accounts (hoj-api §12 generate-user-excel): username and password, one row each. */
export async function generatedUsersSheet(ctx: AppContext, key: string): Promise<{ filename: string; bytes: Buffer }> {
  const entry = await ctx.expiring.get(SHEET_KIND, key);
  if (!entry) throw fail('The sheet of generated users has expired or does not exist: please generate them again');
  const accounts = JSON.parse(entry.value) as GeneratedAccount[];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  sheet.columns = [
    { header: 'Username', key: 'username', width: 24 },
    { header: 'Password', key: 'password', width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(accounts);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  const stamp = entry.createdAt.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '_');
  return { filename: `generated_users_${stamp}.xlsx`, bytes };
}
