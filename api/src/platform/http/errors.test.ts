import { GENERIC_ERROR } from '@portal/shared/constants';
import { ValidationError } from 'yup';
import { AppError, badUserInput, toPublicError } from './errors';

describe('toPublicError', () => {
  it('passes an AppError 4xx through with its code', () => {
    expect(toPublicError(badUserInput('first must be between 0 and 100'))).toEqual({
      statusCode: 400,
      code: 'BAD_USER_INPUT',
      message: 'first must be between 0 and 100',
    });
  });

  it('hides the message of an AppError 5xx', () => {
    expect(toPublicError(new AppError('SERVICE_UNAVAILABLE', 503, 'payments provider timed out at 10.0.0.7'))).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: GENERIC_ERROR,
    });
  });

  it('maps a yup validation error to 400 with its messages', () => {
    const error = new ValidationError([
      new ValidationError('This is required'),
      new ValidationError('Max length exceeded'),
    ]);
    expect(toPublicError(error)).toEqual({
      statusCode: 400,
      code: 'BAD_USER_INPUT',
      message: 'This is required; Max length exceeded',
    });
  });

  it("keeps Fastify's client errors (status and message)", () => {
    const error = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toPublicError(error)).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });

  it('turns anything else into a 500 with the generic message', () => {
    expect(toPublicError(new Error('relation "tenant" does not exist'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: GENERIC_ERROR,
    });
    expect(toPublicError('a string')).toMatchObject({ statusCode: 500 });
  });
});
