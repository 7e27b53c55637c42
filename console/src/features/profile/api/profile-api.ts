// The profile calls (product-spec §7): one query per resource, mutations that refresh them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { AvatarPreset, Preferences, Profile } from '@piboost/backend/contract';
import type { AvatarPreset, Consent, Preferences, Profile } from '@piboost/backend/contract';

export type ProfileInput = Partial<Pick<Profile, 'name' | 'date_of_birth' | 'phone' | 'address' | 'city' | 'state' | 'zip_code' | 'gender'>>;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => api.get<{ user: Profile }>('/user/profile', { signal }).then((r) => r.user) });
export const useProfile = () => useQuery(profileQueryOptions());

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: ['preferences'], queryFn: ({ signal }) => api.get<{ preferences: Preferences }>('/user/preferences', { signal }).then((r) => r.preferences) });
export const usePreferences = () => useQuery(preferencesQueryOptions());

export const useAvatarPresets = () =>
  useQuery({ queryKey: ['avatar-presets'], staleTime: Infinity, queryFn: ({ signal }) => api.get<{ data: AvatarPreset[] }>('/avatars/presets', { signal }).then((r) => r.data) });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.put<{ message: string; user: Profile }>('/user/profile', input),
    onSuccess: (res) => client.setQueryData(profileQueryOptions().queryKey, res.user),
  });
}

export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<Omit<Preferences, 'security_emails' | 'available_languages'>>) =>
      api.put<{ message: string; preferences: Preferences }>('/user/preferences', input),
    onSuccess: (res) => {
      client.setQueryData(preferencesQueryOptions().queryKey, res.preferences);
      // Leaving or joining the leagues changes the league view (gamification's query key).
      return Promise.all([client.invalidateQueries({ queryKey: ['consents'] }), client.invalidateQueries({ queryKey: ['gamification', 'league'] })]);
    },
  });
}

export const revealCpf = () => api.post<{ cpf: string }>('/user/profile/cpf').then((r) => r.cpf);

export function useAvatarMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
  return {
    upload: useMutation({ mutationFn: (imageBase64: string) => api.post<{ message: string; avatar_url: string }>('/user/avatar/upload', { imageBase64 }), onSuccess }),
    select: useMutation({ mutationFn: (avatar_url: string) => api.post<{ message: string; avatar_url: string }>('/user/avatar/select', { avatar_url }), onSuccess }),
  };
}

export type ConsentEntry = Consent;

export const useConsents = () =>
  useQuery({ queryKey: ['consents'], queryFn: ({ signal }) => api.get<{ data: ConsentEntry[] }>('/user/consents', { signal }).then((r) => r.data) });

export const requestDataExport = () => api.post<{ message: string }>('/user/data-export');
export const deleteAccount = (secret: string, confirmation: string) => api.post<{ message: string }>('/user/account/delete', { secret, confirmation });
