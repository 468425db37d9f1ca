/** @jest-environment node */
import { ValidationError } from 'yup';
import { codeSchema } from './code';
import { registrationSchema } from './registration';
import { errorsOf } from './testing/errors-of';
import { transferSchema } from './transfer';

describe('schemas report catalogue descriptors', () => {
  it('gives the id and values, not English, so each side words it in its own language', async () => {
    const error = await registrationSchema.validate({}, { abortEarly: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).inner.map(({ path, message }) => [path, message])).toEqual(
      expect.arrayContaining([
        ['firstName', { id: 'validation.required' }],
        ['agreement', { id: 'validation.agreement' }],
      ]),
    );
    const tooMuch = await transferSchema({ routingType: 'other' })
      .validateAt('amount', { amount: '200000' })
      .catch((e: ValidationError) => e.message);
    expect(tooMuch).toEqual({ id: 'validation.amountExceedsMax', values: { maxCents: 14_999_999 } });
  });

  it('reads in Spanish with the Spanish catalogue', async () => {
    expect(await errorsOf(registrationSchema, { mobilePhone: '12', agreement: false }, undefined, 'es')).toEqual({
      firstName: 'Este dato es obligatorio',
      lastName: 'Este dato es obligatorio',
      mobilePhone: 'Ingrese un número de teléfono móvil válido de EE. UU.',
      agreement: 'Acepte los términos para continuar',
    });
    expect(await errorsOf(codeSchema, { code: '12' }, undefined, 'es')).toEqual({
      code: 'El código debe tener 6 dígitos',
    });
    const schema = transferSchema({ routingType: 'other', balanceCents: 100_000, feeCents: 500, clientPays: true });
    const { amount } = await errorsOf(schema, { amount: '995.01', amountCompare: '995.01' }, undefined, 'es');
    expect(amount).toMatch(/Puede enviar hasta \$995\.00\.$/);
  });
});
