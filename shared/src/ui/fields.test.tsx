import { screen } from '@testing-library/react';
import { renderWithTexts } from '../../testing/render-with-texts';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { object, string, boolean } from 'yup';
import { Checkbox } from './checkbox';
import { formikField } from './formik-field';
import { Select } from './select';
import { TextField } from './text-field';

describe('TextField', () => {
  it('associates its label with the input', () => {
    renderWithTexts(<TextField label="First Name" name="firstName" />);
    expect(screen.getByLabelText('First Name')).toHaveAttribute('name', 'firstName');
  });

  it('is valid and undescribed without an error', () => {
    renderWithTexts(<TextField label="First Name" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks an error as invalid and describes the input with it and the hint', () => {
    renderWithTexts(<TextField label="First Name" hint="Must match your government ID" error="This is required" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Must match your government ID This is required');
    expect(screen.getByText('This is required')).toBeVisible();
  });

  it('keeps a caller-provided id and description', () => {
    renderWithTexts(
      <>
        <p id="extra">Ten digits</p>
        <TextField
          id="phone"
          label="Mobile Phone"
          aria-describedby="extra"
          error="Please enter a valid US mobile phone number"
        />
      </>,
    );
    const input = screen.getByLabelText('Mobile Phone');
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).toHaveAccessibleDescription('Ten digits Please enter a valid US mobile phone number');
  });
});

describe('Select', () => {
  it('is labelled, offers a placeholder and shows its error', () => {
    renderWithTexts(
      <Select
        label="State"
        placeholder="Select a state"
        options={[
          { value: 'TX', label: 'Texas' },
          { value: 'PR', label: 'Puerto Rico' },
        ]}
        error="This is required"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('This is required');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a state',
      'Texas',
      'Puerto Rico',
    ]);
  });
});

describe('Checkbox', () => {
  it('is labelled by content that may hold links', () => {
    renderWithTexts(
      <Checkbox
        label={
          <>
            I agree to the <a href="/terms">Terms</a>
          </>
        }
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
  });
});

describe('with Formik', () => {
  const schema = object({
    firstName: string().required('This is required'),
    agreement: boolean().isTrue('Please accept the terms to continue'),
  });

  function RegistrationForm({ onSubmit }: { onSubmit: (values: object) => void }) {
    const formik = useFormik({
      initialValues: { firstName: '', agreement: false },
      validationSchema: schema,
      onSubmit,
    });
    return (
      <form onSubmit={formik.handleSubmit}>
        <TextField label="First Name" {...formikField(formik, 'firstName')} />
        <Checkbox label="I agree" {...formikField(formik, 'agreement', 'checkbox')} />
        <button type="submit">Create Account</button>
      </form>
    );
  }

  it('shows an error only after the field was touched, and submits valid values', async () => {
    const onSubmit = jest.fn();
    renderWithTexts(<RegistrationForm onSubmit={onSubmit} />);
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    expect(screen.queryByText('This is required')).not.toBeInTheDocument();

    await userEvent.click(firstName);
    await userEvent.tab();
    expect(await screen.findByText('This is required')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(firstName, 'Ana');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Ana', agreement: true }, expect.anything());
    expect(firstName).not.toHaveAttribute('aria-invalid');
  });

  it('renders a null value from the API as an empty, controlled input', () => {
    function ProfileForm() {
      const formik = useFormik({ initialValues: { middleName: null as string | null }, onSubmit: jest.fn() });
      return <TextField label="Middle Name" {...formikField(formik, 'middleName')} />;
    }
    renderWithTexts(<ProfileForm />);
    expect(screen.getByRole('textbox', { name: 'Middle Name' })).toHaveValue('');
  });

  it('shows every error after a failed submit', async () => {
    renderWithTexts(<RegistrationForm onSubmit={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please accept the terms to continue')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'Please accept the terms to continue',
    );
  });
});
