import { useQuery } from '@tanstack/react-query';

/** How often the service and judge views ask again, as hoj's dashboard does. */
const REFRESH_MS = 5000;

/** A query asked again every five seconds while it works; a failure (reported once) stops it, as in hoj. */
export function useLiveQuery<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) {
  return useQuery({
    queryKey,
    queryFn,
    refetchInterval: (query) => (query.state.status === 'error' ? false : REFRESH_MS),
    retry: false,
  });
}
