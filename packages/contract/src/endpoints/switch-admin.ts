import { get, post, put, shape } from '../endpoint.ts';
import { Permission } from '../roles.ts';
import { type SwitchConfig, switchUpdateRequest } from '../switch.ts';
import { switchAdminPaths } from '../paths/switch-admin.ts';

/** The site switches (hoj-api §13.1): super admins only, as the system_info_admin permission is theirs alone. */

const P = switchAdminPaths;
const systemAdmin = { auth: 'login', permission: Permission.SYSTEM_INFO_ADMIN } as const;

export const switchAdminEndpoints = {
  // hoj answers the info on any method; GET and POST are the two its clients use.
  adminSwitchInfo: get(P.adminSwitchInfo, { ...systemAdmin, response: shape<SwitchConfig>() }),
  adminSwitchInfoPost: post(P.adminSwitchInfo, { ...systemAdmin, response: shape<SwitchConfig>() }),
  adminSwitchUpdate: put(P.adminSwitchUpdate, { ...systemAdmin, body: switchUpdateRequest, response: shape<null>() }),
} as const;
