import { sameBytes } from './same-bytes';

describe('sameBytes', () => {
  it('is true only for the same bytes', () => {
    expect(sameBytes(Buffer.from('abc'), Buffer.from('abc'))).toBe(true);
    expect(sameBytes(Buffer.from('abd'), Buffer.from('abc'))).toBe(false);
  });

  it('is false, without throwing, for buffers of different lengths', () => {
    expect(sameBytes(Buffer.from('ab'), Buffer.from('abc'))).toBe(false);
    expect(sameBytes(Buffer.alloc(0), Buffer.from('abc'))).toBe(false);
  });
});
