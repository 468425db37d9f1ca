import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { ONCE_PER_REQUEST_MESSAGE, oncePerRequestRule } from '../../src/identity/once-per-request-rule';

const schema = buildSchema(`
  directive @oncePerRequest on FIELD_DEFINITION
  type Query { ping: String }
  type Mutation {
    verifySecurityCode(clientId: ID!, code: String!): Boolean @oncePerRequest
    sendSecurityCode(mobilePhone: String!): Boolean @oncePerRequest
    updateNote(text: String): Boolean
  }
`);

const messages = (document: string) =>
  validate(schema, parse(document), [...specifiedRules, oncePerRequestRule]).map((error) => error.message);

describe('the @oncePerRequest validation rule', () => {
  it('lets one sensitive field through, beside ordinary ones', () => {
    expect(
      messages(
        'mutation { verifySecurityCode(clientId: "c", code: "123456") updateNote(text: "a") other: updateNote(text: "b") }',
      ),
    ).toEqual([]);
  });

  it('refuses many aliased verifications in one document', () => {
    const guesses = Array.from(
      { length: 100 },
      (_, index) => `g${index}: verifySecurityCode(clientId: "c", code: "${String(index).padStart(6, '0')}")`,
    );
    expect(messages(`mutation { ${guesses.join(' ')} }`)).toEqual([ONCE_PER_REQUEST_MESSAGE]);
  });

  it('counts sensitive fields of every kind, in fragments too', () => {
    expect(
      messages('mutation { sendSecurityCode(mobilePhone: "5551234567") verifySecurityCode(clientId: "c", code: "1") }'),
    ).toEqual([ONCE_PER_REQUEST_MESSAGE]);
    expect(
      messages(`
        mutation { ...A ... on Mutation { b: verifySecurityCode(clientId: "c", code: "2") } }
        fragment A on Mutation { a: verifySecurityCode(clientId: "c", code: "1") }
      `),
    ).toEqual([ONCE_PER_REQUEST_MESSAGE]);
  });
});
