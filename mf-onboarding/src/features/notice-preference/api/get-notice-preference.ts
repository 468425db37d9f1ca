import { api } from '@portal/shared';
import type { NoticeChannel } from '@portal/shared/constants';
import type { NoticePreferenceQuery, NoticePreferenceQueryVariables } from '@portal/shared/graphql';

export interface NoticePreference {
  noticeChannel: NoticeChannel;
  /** The client's phone replied STOP: the SMS vendor refuses our texts until it replies START. */
  textsOptedOut: boolean;
}

const NOTICE_PREFERENCE = /* GraphQL */ `
  query NoticePreference($id: ID!) {
    Client(where: { id: $id }) {
      id
      noticeChannel
      textsOptedOut
    }
  }
`;

/** How the session's client gets status news, and whether its phone turned our texts off. */
export const getNoticePreferenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNoticePreference: build.query<NoticePreference | null, string>({
      query: (id) => ({
        graphql: { query: NOTICE_PREFERENCE, variables: { id } satisfies NoticePreferenceQueryVariables },
      }),
      transformResponse: (data: NoticePreferenceQuery): NoticePreference | null =>
        data.Client
          ? { noticeChannel: data.Client.noticeChannel as NoticeChannel, textsOptedOut: data.Client.textsOptedOut }
          : null,
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
    }),
  }),
});

export const { useGetNoticePreferenceQuery } = getNoticePreferenceApi;
