import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody } from '@/api/call.ts';

/** The site switches (hoj-api §13.1): super admins only. */

export const getSwitches = () => call(endpoints.adminSwitchInfo, {});

export type SwitchBody = CallBody<typeof endpoints.adminSwitchUpdate>;

/** Saves the switches; answers the server's message. */
export async function saveSwitches(body: SwitchBody): Promise<string> {
  return (await callReply(endpoints.adminSwitchUpdate, { body })).msg;
}
