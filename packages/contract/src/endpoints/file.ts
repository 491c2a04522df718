import { z } from 'zod';
import type { UserInfoVO } from '../account.ts';
import { file, get, post, shape } from '../endpoint.ts';
import { filePaths } from '../paths/file.ts';

/** The avatar upload and the public image route (hoj-api §12). */

export const publicImgParams = z.object({ name: z.string() });

const P = filePaths;

export const fileEndpoints = {
  // The multipart field `image`; answers the user with the new avatar.
  uploadAvatar: post(P.uploadAvatar, { auth: 'login', upload: { file: 'image' }, response: shape<UserInfoVO>() }),
  publicImg: get(`${P.publicImg}/:name`, { auth: 'anon', params: publicImgParams, response: file() }),
} as const;
