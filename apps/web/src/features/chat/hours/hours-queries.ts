import {
  OPERATING_STATUS_POLL_MS,
  welcomeHoursText,
  zOperatingHoursEntry,
} from '@openheloc/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { LOCAL_STORAGE_KEYS, localStore } from '@/lib/storage';

const HOURS = '/service-operating-hours/external/api/v1/hours/OPS_CHAT';

/** Whether live agents are on duty now; polled every 60 s while the widget is loaded. */
export const openStatusQueryOptions = (orgCode: string) =>
  queryOptions({
    queryKey: ['chat', 'open-status', orgCode],
    queryFn: ({ signal }) => api.request(`${HOURS}/openStatus`, { schema: z.boolean(), signal }),
    refetchInterval: OPERATING_STATUS_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

const zWeek = z.array(zOperatingHoursEntry);

/**
 * The week's hours for the welcome text. The last answer is kept under WEBCHAT_HOURS, so the text
 * still shows when a later fetch fails.
 */
export const weekHoursQueryOptions = (orgCode: string) =>
  queryOptions({
    queryKey: ['chat', 'week-hours', orgCode],
    queryFn: async ({ signal }) => {
      try {
        const week = await api.request(`${HOURS}/week`, {
          query: { display: true },
          schema: zWeek,
          signal,
        });
        localStore.setJson(LOCAL_STORAGE_KEYS.webchatHours, week);
        return week;
      } catch (error) {
        const stored = localStore.getJson(LOCAL_STORAGE_KEYS.webchatHours, zWeek);
        if (stored) return stored;
        throw error;
      }
    },
  });

/** The welcome hours text (spec section 9), or null until the week is known. */
export function useWelcomeHoursText(orgCode: string): string | null {
  const { data } = useQuery(weekHoursQueryOptions(orgCode));
  return data && data.length > 0 ? welcomeHoursText(data) : null;
}
