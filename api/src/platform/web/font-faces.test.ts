import { facesInUse, matchingFace } from './font-faces';

const BUNDLED = [300, 400, 700];

describe('matchingFace (CSS font matching)', () => {
  it.each([
    [400, [400, 450], 400], // the exact weight first
    [400, [300, 500], 500], // from 400 to 500: heavier up to 500 first
    [450, [300, 400, 700], 400], // then lighter
    [500, [300, 600], 300], // then lighter before heavier past 500
    [450, [600, 700], 600], // and heavier past 500 last
    [350, [300, 400], 300], // under 400: lighter first
    [200, [300, 400], 300], // then heavier
    [600, [400, 700], 700], // over 500: heavier first
    [800, [400, 700], 700], // then lighter
  ])('picks, for %i among %j, %i', (desired, available, face) => {
    expect(matchingFace(desired, available)).toBe(face);
  });

  it('has nothing to pick from no faces', () => {
    expect(matchingFace(400, [])).toBeUndefined();
  });
});

describe('facesInUse', () => {
  it.each([
    ['400', [400, 700]],
    [null, [400, 700]],
    ['normal', [400, 700]],
    ['bold', [400, 700]],
    ['600', [400, 700]],
    ['300', [300, 400, 700]],
    ['250', [300, 400, 700]],
    ['light', [400, 700]], // not a CSS weight: the variable's fallback, 400
  ])('a tenant whose text weight is %p draws with %j', (weight, faces) => {
    expect(facesInUse(weight, BUNDLED)).toEqual(faces);
  });

  it('names only faces the build has', () => {
    expect(facesInUse('300', [400])).toEqual([400]);
  });
});
