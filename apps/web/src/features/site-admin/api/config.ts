import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody } from '@/api/call.ts';

/** The site settings (hoj-api §13.1 config rows, §12 carousel upload): super admins only. */

export const getWebConfig = () => call(endpoints.adminGetWebConfig, {});

export type WebConfigBody = CallBody<typeof endpoints.adminSetWebConfig>;

/** Saves the web settings; answers the server's message. */
export async function saveWebConfig(body: WebConfigBody): Promise<string> {
  return (await callReply(endpoints.adminSetWebConfig, { body })).msg;
}

export const getEmailConfig = () => call(endpoints.adminGetEmailConfig, {});

export type EmailConfigBody = CallBody<typeof endpoints.adminSetEmailConfig>;

export async function saveEmailConfig(body: EmailConfigBody): Promise<string> {
  return (await callReply(endpoints.adminSetEmailConfig, { body })).msg;
}

/** Sends a test mail with the saved settings; answers the mail server's reply. */
export const sendTestEmail = (email: string) => call(endpoints.adminTestEmail, { body: { email } });

export const getDbConfig = () => call(endpoints.adminGetDbAndRedisConfig, {});

export const uploadCarouselImage = (file: File) => call(endpoints.uploadCarouselImg, { upload: { file } });

export const deleteCarouselImage = (id: number) => call(endpoints.adminHomeCarousel, { query: { id } });
