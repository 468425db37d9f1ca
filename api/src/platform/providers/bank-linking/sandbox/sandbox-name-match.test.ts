import { sandboxNameScore } from './sandbox-name-match';

describe('the sandbox Identity Match score', () => {
  it.each([
    ['Dana Demo', 'dana demo', 100],
    ['Dana Q Demo', 'Dana Demo', 90],
    ['Dana Tattersall', 'Dana Demo', 50],
    ['Alex Demo', 'Dana Demo', 50],
    ['Alex Acme', 'Dana Demo', 0],
    ['', 'Dana Demo', 0],
  ])('scores the owner %s against %s as %i', (owner, legal, score) => {
    expect(sandboxNameScore(owner, legal)).toBe(score);
  });
});
