import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@arbiter/contract';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { cleanMessages, type MessageTab } from '../api/message.ts';
import { messageKeys } from '../api/keys.ts';

/**
 * One page of a tab and its clean: reading the page marks it read on the server, so the unread
 * counts are fetched again once it arrives; a clean refreshes the tab and the counts.
 */
export function useMessagePage<T>(tab: MessageTab, page: number, fetch: () => Promise<Page<T>>) {
  const { t } = useTranslation();
  const { token } = useSession();
  const client = useQueryClient();
  const list = useQuery({ queryKey: messageKeys.page(tab, page, token), queryFn: fetch, placeholderData: keepPreviousData });
  const refreshUnread = () => client.invalidateQueries({ queryKey: messageKeys.unread(token) });
  useEffect(() => {
    if (list.data) void client.invalidateQueries({ queryKey: messageKeys.unread(token) });
  }, [list.data, client, token]);
  const clean = useMutation({
    mutationFn: (id?: number) => cleanMessages(tab, id),
    onSuccess: async () => {
      toast.success(t('message.deleted'));
      await Promise.all([client.invalidateQueries({ queryKey: messageKeys.tab(tab) }), refreshUnread()]);
    },
  });
  return { list, clean };
}
