import { screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts } from '../../testing/render-with-texts';
import userEvent from '@testing-library/user-event';
import { FieldArray, FormikProvider, useFormik } from 'formik';
import { array, boolean, object, string } from 'yup';
import { Checkbox } from './checkbox';
import { ErrorSummary } from './error-summary';
import { Select } from './select';
import { TextField } from './text-field';
import { useErrorSummary } from './use-error-summary';

const schema = object({
  firstName: string().required('This is required'),
  lastName: string().required('This is required').max(5, 'Max length exceeded'),
  state: string().required('Please select a valid state'),
  agreement: boolean().isTrue('Please accept the terms to continue'),
});

const LABELS = { firstName: 'First Name', lastName: 'Last Name', state: 'State', agreement: 'Terms' };

function Form({ onSubmit = jest.fn() }: { onSubmit?: () => void }) {
  const formik = useFormik({
    initialValues: { firstName: '', lastName: '', state: '', agreement: false },
    validationSchema: schema,
    onSubmit,
  });
  const form = useErrorSummary(formik, LABELS);
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <ErrorSummary {...form.summary} />
      <TextField {...form.field('firstName')} />
      <TextField {...form.field('lastName')} />
      <Select {...form.field('state')} placeholder="Select a state" options={[{ value: 'TX', label: 'Texas' }]} />
      <Checkbox {...form.field('agreement', 'checkbox')} label="I agree to the terms" />
      <button type="submit">Continue</button>
    </form>
  );
}

const summary = () => screen.getByRole('alert');
const summaryLinks = () => within(summary()).getAllByRole('link');

beforeEach(() => {
  // jsdom lays nothing out; the summary asks for a label to be scrolled into view.
  Element.prototype.scrollIntoView = jest.fn();
});

describe('ErrorSummary with useErrorSummary', () => {
  it('is absent until a submit fails, then takes the focus and lists each invalid field in form order', async () => {
    renderWithTexts(<Form />);
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const title = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(document.activeElement).toBe(title.closest('[tabindex="-1"]'));
    expect(document.activeElement).toHaveAccessibleName('There is a problem');
    expect(summaryLinks().map((link) => link.textContent)).toEqual([
      'First Name: This is required',
      'Last Name: This is required',
      'State: Please select a valid state',
      'Terms: Please accept the terms to continue',
    ]);
  });

  it('marks each invalid field and describes it by its own message', async () => {
    renderWithTexts(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('There is a problem');

    const controls = [
      screen.getByRole('textbox', { name: 'First Name' }),
      screen.getByRole('combobox', { name: 'State' }),
      screen.getByRole('checkbox', { name: 'I agree to the terms' }),
    ];
    for (const control of controls) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      const message = document.getElementById(control.getAttribute('aria-describedby')!);
      expect(message).not.toBeNull();
      expect(message).not.toBe(summary());
    }
    expect(controls[0]).toHaveAccessibleDescription('This is required');
    expect(controls[2]).toHaveAccessibleDescription('Please accept the terms to continue');
  });

  it('links each entry to its field: a click focuses the field with its label scrolled into view', async () => {
    renderWithTexts(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('There is a problem');

    const lastName = screen.getByRole('textbox', { name: 'Last Name' });
    const link = screen.getByRole('link', { name: 'Last Name: This is required' });
    expect(link).toHaveAttribute('href', `#${lastName.id}`);
    await userEvent.click(link);
    expect(lastName).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(screen.getByText('Last Name'));

    await userEvent.click(screen.getByRole('link', { name: 'State: Please select a valid state' }));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
  });

  it('drops an entry once its field is fixed, without taking the focus from the field', async () => {
    renderWithTexts(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('There is a problem');

    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.type(firstName, 'Ana');
    expect(firstName).toHaveFocus();
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(summaryLinks().map((link) => link.textContent)).not.toContain('First Name: This is required');

    // A new error while typing is listed, and still leaves the focus where the client types.
    const lastName = screen.getByRole('textbox', { name: 'Last Name' });
    await userEvent.type(lastName, 'Lopez-Garcia');
    expect(lastName).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Last Name: Max length exceeded' })).toBeInTheDocument();
  });

  it('takes the focus again on the next failed submit, and goes once every field is valid', async () => {
    const onSubmit = jest.fn();
    renderWithTexts(<Form onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('There is a problem');

    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Formik validates a submit asynchronously.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('There is a problem'));

    await userEvent.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lopez');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms' }));
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
  });

  it("links an error on a whole list to the list's first item", async () => {
    function EmailsForm() {
      const formik = useFormik({
        initialValues: { emails: ['', ''] },
        validationSchema: object({
          emails: array(string().email('Invalid email format')).test(
            'some',
            'No emails provided.',
            (emails) => emails?.some(Boolean) ?? false,
          ),
        }),
        onSubmit: jest.fn(),
      });
      const form = useErrorSummary(formik, { emails: 'Email 1', 'emails[0]': 'Email 1', 'emails[1]': 'Email 2' });
      return (
        <FormikProvider value={formik}>
          <form noValidate onSubmit={formik.handleSubmit}>
            <ErrorSummary {...form.summary} />
            <FieldArray name="emails">
              {() =>
                formik.values.emails.map((_, index) => <TextField key={index} {...form.field(`emails[${index}]`)} />)
              }
            </FieldArray>
            <button type="submit">Send</button>
          </form>
        </FormikProvider>
      );
    }
    renderWithTexts(<EmailsForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Email 1: No emails provided.' }));
    expect(screen.getByRole('textbox', { name: 'Email 1' })).toHaveFocus();
  });
});

describe('ErrorSummary', () => {
  it('puts a rule given as a catalogue id into words, in the page language', () => {
    const errors = [{ fieldId: 'first-name', label: 'Nombre', message: { id: 'validation.required' } }];
    renderWithTexts(<ErrorSummary errors={errors} failedSubmit={1} />);
    expect(screen.getByRole('link', { name: 'Nombre: This is required' })).toBeInTheDocument();
    document.body.innerHTML = '';
    renderWithTexts(<ErrorSummary errors={[{ ...errors[0]!, message: 'Ya es tarde' }]} failedSubmit={1} />, {
      locale: 'es',
    });
    expect(document.activeElement).toHaveAccessibleName('Hay un problema');
    expect(screen.getByRole('link', { name: 'Nombre: Ya es tarde' })).toBeInTheDocument();
  });

  it('renders nothing without errors', () => {
    const { container } = renderWithTexts(<ErrorSummary errors={[]} failedSubmit={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('focuses a radio group by its first radio and scrolls to its legend', async () => {
    renderWithTexts(
      <>
        <ErrorSummary
          errors={[{ fieldId: 'type-passport', label: 'Document Type', message: 'This is required' }]}
          failedSubmit={1}
        />
        <fieldset>
          <legend>Document Type</legend>
          <label>
            <input id="type-passport" type="radio" name="type" /> Passport
          </label>
        </fieldset>
      </>,
    );
    expect(document.activeElement).toHaveAccessibleName('There is a problem');
    await userEvent.click(screen.getByRole('link', { name: 'Document Type: This is required' }));
    expect(screen.getByRole('radio', { name: 'Passport' })).toHaveFocus();
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(screen.getByText('Document Type'));
  });
});
