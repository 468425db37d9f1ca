import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

// Toasts are state so any remote can raise one; the shell's ToastViewport shows them
// and dismisses each after TOAST_DISMISS_MS.

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  text: string;
}

export interface ToastState {
  items: Toast[];
}

const initialState: ToastState = { items: [] };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    show: {
      reducer(state, { payload }: PayloadAction<Toast>) {
        state.items.push(payload);
      },
      prepare: (toast: Omit<Toast, 'id'>) => ({ payload: { ...toast, id: nanoid() } }),
    },
    dismiss(state, { payload: id }: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== id);
    },
  },
  selectors: {
    selectToasts: (toast) => toast.items,
  },
});

export const { show: showToast, dismiss: dismissToast } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
