import { message as staticMessage, notification as staticNotification } from 'antd';
import type { App } from 'antd';
import { LIMITS } from '@arbiter/contract';

/**
 * Toasts and notifications reachable from outside React (the API client).
 * `FeedbackBridge` hands over the themed instances of antd's App; before it mounts the static ones are used.
 * Only one toast shows at a time (4 s); notifications stay 5 s.
 */
const TOAST_SECONDS = LIMITS.toastMs / 1000;
const NOTIFICATION_SECONDS = LIMITS.notificationMs / 1000;

type AppApis = ReturnType<typeof App.useApp>;
type MessageInstance = AppApis['message'];
type NotificationInstance = AppApis['notification'];

staticMessage.config({ maxCount: 1, duration: TOAST_SECONDS });
staticNotification.config({ duration: NOTIFICATION_SECONDS });

let messageApi: MessageInstance = staticMessage;
let notificationApi: NotificationInstance = staticNotification as unknown as NotificationInstance;

export function setFeedbackApis(m: MessageInstance, n: NotificationInstance): void {
  messageApi = m;
  notificationApi = n;
}

export const toast = {
  success: (text: string) => void messageApi.success(text),
  error: (text: string) => void messageApi.error(text),
  warning: (text: string) => void messageApi.warning(text),
  info: (text: string) => void messageApi.info(text),
};

export function isMobileUserAgent(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(ua);
}

export const notify = {
  error(title: string, description: string): void {
    notificationApi.error({ title, description, duration: NOTIFICATION_SECONDS });
  },
  info(title: string, description: string): void {
    notificationApi.info({ title, description, duration: NOTIFICATION_SECONDS });
  },
};
