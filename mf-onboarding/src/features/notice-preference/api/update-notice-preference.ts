import { api } from '@portal/shared';
import type { NoticeChannel } from '@portal/shared/constants';
import type { UpdateNoticePreferenceMutation, UpdateNoticePreferenceMutationVariables } from '@portal/shared/graphql';
import { getNoticePreferenceApi, type NoticePreference } from './get-notice-preference';

export { noticePreferenceSchema, type NoticePreferenceValues } from '@portal/shared/validation';

const UPDATE_NOTICE_PREFERENCE = /* GraphQL */ `
  mutation UpdateNoticePreference($id: ID!, $data: ClientUpdateInput!) {
    updateClient(id: $id, data: $data) {
      id
      noticeChannel
      textsOptedOut
    }
  }
`;

/**
 * updateClient(id, { noticeChannel }). The answer replaces the cached choice instead of
 * invalidating the client: a refetched session client would reset the profile form beside it,
 * losing what the person typed there.
 */
export const updateNoticePreferenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateNoticePreference: build.mutation<NoticePreference, { id: string; noticeChannel: NoticeChannel }>({
      query: ({ id, noticeChannel }) => ({
        graphql: {
          query: UPDATE_NOTICE_PREFERENCE,
          variables: { id, data: { noticeChannel } } satisfies UpdateNoticePreferenceMutationVariables,
        },
      }),
      transformResponse: (data: UpdateNoticePreferenceMutation): NoticePreference => ({
        noticeChannel: data.updateClient.noticeChannel as NoticeChannel,
        textsOptedOut: data.updateClient.textsOptedOut,
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(getNoticePreferenceApi.util.upsertQueryData('getNoticePreference', id, data));
      },
    }),
  }),
});

export const { useUpdateNoticePreferenceMutation } = updateNoticePreferenceApi;
