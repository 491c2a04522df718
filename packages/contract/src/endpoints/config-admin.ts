import { del, get, post, put, shape } from '../endpoint.ts';
import type { CarouselImage, WebSettings } from '../home.ts';
import { Permission } from '../roles.ts';
import {
  carouselDeleteQuery,
  type DbAndRedisConfigDTO,
  type EmailConfigDTO,
  emailConfigRequest,
  testEmailRequest,
  webConfigRequest,
} from '../site-config.ts';
import { configAdminPaths } from '../paths/config-admin.ts';

/**
 * The site settings (hoj-api §13.1 config rows, §12 carousel upload): super admins only, as the
 * system_info_admin permission is theirs alone. hoj answers the reads on any method; GET and POST
 * are the two its clients use.
 */

const P = configAdminPaths;
const systemAdmin = { auth: 'login', permission: Permission.SYSTEM_INFO_ADMIN } as const;

export const configAdminEndpoints = {
  adminGetWebConfig: get(P.adminGetWebConfig, { ...systemAdmin, response: shape<WebSettings>() }),
  adminGetWebConfigPost: post(P.adminGetWebConfig, { ...systemAdmin, response: shape<WebSettings>() }),
  adminSetWebConfig: put(P.adminSetWebConfig, { ...systemAdmin, body: webConfigRequest, response: shape<null>() }),
  adminHomeCarousel: del(P.adminHomeCarousel, { ...systemAdmin, query: carouselDeleteQuery, response: shape<null>() }),
  adminGetEmailConfig: get(P.adminGetEmailConfig, { ...systemAdmin, response: shape<EmailConfigDTO>() }),
  adminGetEmailConfigPost: post(P.adminGetEmailConfig, { ...systemAdmin, response: shape<EmailConfigDTO>() }),
  adminSetEmailConfig: put(P.adminSetEmailConfig, { ...systemAdmin, body: emailConfigRequest, response: shape<null>() }),
  // Answers the mail server's reply to the test mail (hoj answers null).
  adminTestEmail: post(P.adminTestEmail, { ...systemAdmin, body: testEmailRequest, response: shape<string>() }),
  adminGetDbAndRedisConfig: get(P.adminGetDbAndRedisConfig, { ...systemAdmin, response: shape<DbAndRedisConfigDTO>() }),
  adminGetDbAndRedisConfigPost: post(P.adminGetDbAndRedisConfig, { ...systemAdmin, response: shape<DbAndRedisConfigDTO>() }),
  // Always refused: these settings come from the environment.
  adminSetDbAndRedisConfig: put(P.adminSetDbAndRedisConfig, { ...systemAdmin, response: shape<null>() }),
  // The multipart field `file`.
  uploadCarouselImg: post(P.uploadCarouselImg, { ...systemAdmin, upload: { file: 'file' }, response: shape<CarouselImage>() }),
} as const;
