import { z } from 'zod';
import type { UserInfoVO } from '../account.ts';
import { file, get, post, shape } from '../endpoint.ts';
import { id } from '../ids.ts';
import { filePaths } from '../paths/file.ts';
import { ROLE_GROUPS } from '../roles.ts';

/** The avatar upload, the files that markdown embeds or links, and the public routes serving them (hoj-api §12). */

export const publicImgParams = z.object({ name: z.string() });

/** What the markdown image upload answers: the link to put in `![](link)` and the file's id, to delete it again. */
interface MdImageVO {
  link: string;
  fileId: number;
}

/**
 * A group (`gid`) may be named: group admins will upload for their group once groups exist; until
 * then only the site's admin roles may upload, whatever `gid` says.
 */
const mdUploadFields = z.object({ gid: id('The group id').optional() });

/** Who may upload for markdown: the back office's roles (group admins later, see `mdUploadFields`). */
const mdUploader = { auth: 'login', roles: ROLE_GROUPS.admins } as const;

const P = filePaths;

export const fileEndpoints = {
  // The multipart field `image`; answers the user with the new avatar.
  uploadAvatar: post(P.uploadAvatar, { auth: 'login', upload: { file: 'image' }, response: shape<UserInfoVO>() }),
  uploadMdImg: post(P.uploadMdImg, { ...mdUploader, upload: { file: 'image', fields: mdUploadFields }, response: shape<MdImageVO>() }),
  // Its uploader, the super admin or a problem admin (the server checks; a group admin later).
  deleteMdImg: get(P.deleteMdImg, { auth: 'login', query: z.object({ fileId: id() }), response: shape<null>() }),
  uploadMdFile: post(P.uploadMdFile, {
    ...mdUploader,
    upload: { file: 'file', fields: mdUploadFields },
    response: shape<{ link: string }>(),
  }),
  publicImg: get(`${P.publicImg}/:name`, { auth: 'anon', params: publicImgParams, response: file() }),
  publicFile: get(`${P.publicFile}/:name`, { auth: 'anon', params: publicImgParams, response: file() }),
} as const;
