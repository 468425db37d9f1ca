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

  it('answers a lost database with 503 and Retry-After, not a 500', () => {
    const unavailable = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: GENERIC_ERROR, retryAfterSeconds: 5 };
    // A restart: PostgreSQL ends the connection in use (57P01), then refuses new ones.
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    // Drizzle wraps the driver's error in its own.
    expect(toPublicError(new Error('Failed query: select 1', { cause: terminated }))).toEqual(unavailable);
    expect(
      toPublicError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toEqual(unavailable);
    expect(toPublicError(new Error('Connection terminated unexpectedly'))).toEqual(unavailable);
    expect(toPublicError(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toEqual(
      unavailable,
    );
    // A broken query is still a bug.
    expect(toPublicError(Object.assign(new Error('syntax error'), { code: '42601' }))).toMatchObject({
      statusCode: 500,
    });
  });

  it("keeps an AppError's Retry-After", () => {
    expect(toPublicError(new AppError('SERVICE_UNAVAILABLE', 503, 'no stream now', false, 5))).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: GENERIC_ERROR,
      retryAfterSeconds: 5,
    });
  });
});
