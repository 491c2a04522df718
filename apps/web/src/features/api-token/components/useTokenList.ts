import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenVO, CreatedApiTokenVO } from '@arbiter/contract';
import { toast } from '@/ui/feedback.ts';

/**
 * What both token pages share: the list, the secret of the token just made, and revoking. The
 * caller gives its own list, create and revoke calls (one's own tokens, or the judge hosts').
 */
export function useTokenList<A>(opts: {
  key: readonly string[];
  list: () => Promise<ApiTokenVO[]>;
  create: (args: A) => Promise<CreatedApiTokenVO>;
  revoke: (id: number) => Promise<null>;
  revokedText: string;
}) {
  const client = useQueryClient();
  const tokens = useQuery({ queryKey: opts.key, queryFn: opts.list });
  const [fresh, setFresh] = useState<CreatedApiTokenVO | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: opts.key });
  const create = useMutation({
    mutationFn: opts.create,
    onSuccess: async (made) => {
      setFresh(made);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: opts.revoke,
    onSuccess: async (_, id) => {
      if (fresh?.apiToken.id === id) setFresh(null);
      toast.success(opts.revokedText);
      await refresh();
    },
  });
  return {
    tokens: tokens.data,
    loading: tokens.isLoading,
    fresh,
    create,
    revoking: revoke.isPending ? (revoke.variables ?? null) : null,
    revoke: (id: number) => revoke.mutate(id),
  };
}
