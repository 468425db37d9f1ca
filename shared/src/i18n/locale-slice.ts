import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '@portal/shared/i18n';

/**
 * The page's language. The server chose it for the first paint (the visitor's earlier choice,
 * else the browser's Accept-Language, else the tenant's default) and put it in the boot data;
 * the header's switch and a signed-in client's stored choice change it. Every API call
 * carries it as Accept-Language, so the server's answers read in it too.
 */
export interface LocaleState {
  locale: Locale;
}

const initialState: LocaleState = { locale: DEFAULT_LOCALE };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    setLocale(state, { payload }: PayloadAction<Locale>) {
      state.locale = payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
  },
});

export const { setLocale } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
