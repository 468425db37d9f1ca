import { sandboxReturnRisk } from './sandbox-return-risk';

describe('the sandbox Signal scores', () => {
  it.each([
    [150_066, { customerInitiated: 95, bankInitiated: 5 }],
    [77, { customerInitiated: 5, bankInitiated: 92 }],
    [150_050, { customerInitiated: 5, bankInitiated: 5 }],
    [2_600_000, { customerInitiated: 5, bankInitiated: 5 }],
  ])('scores %i cents as %o', (amountCents, risk) => {
    expect(sandboxReturnRisk(amountCents)).toEqual(risk);
  });
});
