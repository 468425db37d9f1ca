/**
 * The signed-in client's language, stored with the client (setClientLanguage): e-mails and text
 * messages follow it, and a sign-in on another browser finds it (use-client-language.ts).
 */
import { api } from '@portal/shared';
import type { Locale } from '@portal/shared/i18n';
import type { SetClientLanguageMutation, SetClientLanguageMutationVariables } from '@portal/shared/graphql';

const SET_CLIENT_LANGUAGE = /* GraphQL */ `
  mutation SetClientLanguage($language: Language!) {
    setClientLanguage(language: $language) {
      id
      language
    }
  }
`;

export const clientLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    setClientLanguage: build.mutation<SetClientLanguageMutation['setClientLanguage'], Locale>({
      query: (language) => ({
        graphql: { query: SET_CLIENT_LANGUAGE, variables: { language } satisfies SetClientLanguageMutationVariables },
      }),
      invalidatesTags: ['Client'],
    }),
  }),
});

export const { useSetClientLanguageMutation } = clientLanguageApi;
