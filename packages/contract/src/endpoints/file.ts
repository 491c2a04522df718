import { z } from 'zod';
import type { UserInfoVO } from '../account.ts';
import { file, get, post, shape } from '../endpoint.ts';
import { id } from '../ids.ts';
import { filePaths } from '../paths/file.ts';

/** The avatar upload, the files that markdown embeds or links, and the public routes serving them (hoj-api §12). */

export const publicImgParams = z.object({ name: z.string() });

/** What the markdown image upload answers: the link to put in `![](link)` and the file's id, to delete it again. */
interface MdImageVO {
  link: string;
  fileId: number;
}

/**
 * A group (`gid`, a form field sent before the file) may be named: its admins upload for it. The
 * site's admin roles upload without one.
 */
const mdUploadFields = z.object({ gid: id('The group id').optional() });

/** Who may upload for markdown: any signed-in user reaches the server, which admits the site's admin roles and a named group's admins. */
const mdUploader = { auth: 'login' } as const;

const P = filePaths;

export const fileEndpoints = {
  // The multipart field `image`; answers the user with the new avatar.
  uploadAvatar: post(P.uploadAvatar, { auth: 'login', upload: { file: 'image' }, response: shape<UserInfoVO>() }),
  uploadMdImg: post(P.uploadMdImg, { ...mdUploader, upload: { file: 'image', fields: mdUploadFields }, response: shape<MdImageVO>() }),
  // Its uploader, the super admin, a problem admin or an admin of the group it was uploaded for (the server checks).
  deleteMdImg: get(P.deleteMdImg, { auth: 'login', query: z.object({ fileId: id() }), response: shape<null>() }),
  uploadMdFile: post(P.uploadMdFile, {
    ...mdUploader,
    upload: { file: 'file', fields: mdUploadFields },
    response: shape<{ link: string }>(),
  }),
  publicImg: get(`${P.publicImg}/:name`, { auth: 'anon', params: publicImgParams, response: file() }),
  publicFile: get(`${P.publicFile}/:name`, { auth: 'anon', params: publicImgParams, response: file() }),
} as const;
