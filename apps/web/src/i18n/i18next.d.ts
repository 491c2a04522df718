import 'i18next';
import type { AreaMessages } from './areas.ts';
import type { Messages } from './zh-CN.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & AreaMessages };
    returnNull: false;
  }
}
