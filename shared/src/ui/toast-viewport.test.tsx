import { act, screen } from '@testing-library/react';
import { renderWithTexts } from '../../testing/render-with-texts';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createPortalStore } from '../store/create-portal-store';
import { showToast } from '../toast/toast-slice';
import { ToastViewport } from './toast-viewport';

function renderViewport() {
  const { store } = createPortalStore();
  renderWithTexts(
    <Provider store={store}>
      <ToastViewport />
    </Provider>,
  );
  return store;
}

describe('ToastViewport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces successes as status and errors as alert', () => {
    const store = renderViewport();
    act(() => {
      store.dispatch(showToast({ kind: 'success', text: 'Receipt successfully sent!' }));
      store.dispatch(showToast({ kind: 'error', text: 'Failed to send email.  Please try again later.' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Receipt successfully sent!');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send email. Please try again later.');
  });

  it('dismisses each toast after 6000 ms', () => {
    const store = renderViewport();
    act(() => {
      store.dispatch(showToast({ kind: 'info', text: 'first' }));
    });
    act(() => jest.advanceTimersByTime(3000));
    act(() => {
      store.dispatch(showToast({ kind: 'info', text: 'second' }));
    });

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('first')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(3000));
    expect(store.getState().toast.items).toEqual([]);
  });

  it('can be dismissed by hand', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = renderViewport();
    act(() => {
      store.dispatch(showToast({ kind: 'success', text: 'Your Document has successfully uploaded.' }));
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
