import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const zProfile = z.object({
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string(),
});

/** The signed-in borrower's name and e-mail (GET /service-profile/api/v1/profile). */
export function useProfile() {
  return useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) =>
      api.request('/service-profile/api/v1/profile', { schema: zProfile, signal }),
  });
}
