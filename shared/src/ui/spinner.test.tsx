import { screen } from '@testing-library/react';
import { renderWithTexts } from '../../testing/render-with-texts';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    renderWithTexts(<Spinner label="Loading messages" />);
    expect(screen.getByRole('status', { name: 'Loading messages' })).toHaveTextContent('Loading messages');
  });

  it("says 'Loading' by default", () => {
    renderWithTexts(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is hidden from assistive tech when decorative', () => {
    renderWithTexts(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
