/** @jest-environment node */
import { dismissToast, selectToasts, showToast, toastSlice } from './toast-slice';

describe('toast slice', () => {
  it('adds toasts with distinct ids and removes them by id', () => {
    let state = toastSlice.reducer(undefined, showToast({ kind: 'success', text: 'Receipt successfully sent!' }));
    state = toastSlice.reducer(state, showToast({ kind: 'error', text: 'Invalid Code' }));
    const [first, second] = state.items;
    expect(first).toMatchObject({ kind: 'success', text: 'Receipt successfully sent!' });
    expect(first?.id).not.toBe(second?.id);

    state = toastSlice.reducer(state, dismissToast(first!.id));
    expect(selectToasts({ toast: state })).toEqual([second]);
  });
});
