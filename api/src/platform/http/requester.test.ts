import { requesterOf } from './requester';

describe('requesterOf', () => {
  it('keeps an IPv4 address whole, mapped or not', () => {
    expect(requesterOf('203.0.113.7')).toBe('203.0.113.7');
    expect(requesterOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(requesterOf('203.0.113.8')).not.toBe(requesterOf('203.0.113.7'));
  });

  it('counts every address of an IPv6 /64 as one requester, however it is written', () => {
    const one = requesterOf('2001:db8:1:2::1');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(requesterOf('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(one);
    expect(requesterOf('2001:DB8:1:2:a:b:c:d')).toBe(one);
    expect(requesterOf('2001:db8:1:2::1%eth0')).toBe(one);
  });

  it('tells neighbouring /64s apart', () => {
    expect(requesterOf('2001:db8:1:3::1')).not.toBe(requesterOf('2001:db8:1:2::1'));
    expect(requesterOf('::1')).toBe('0:0:0:0::/64');
    expect(requesterOf('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});
