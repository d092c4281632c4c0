import { NOTIFICATIONS_PATH, notificationReadPath, zNotificationList } from '@openheloc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const KEY = ['notifications'] as const;
const REFRESH_MS = 60_000;

/** The signed-in borrower's unread notifications (at most 8), read again every minute. */
export function useNotifications() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.request(NOTIFICATIONS_PATH, { schema: zNotificationList, signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** Marks one read; the list is read again afterwards. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.request(notificationReadPath(uuid), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
