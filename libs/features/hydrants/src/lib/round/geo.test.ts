import { describe, expect, it } from 'vitest';
import { acceptFix, bearingDegrees, compassOf, formatDistance, haversineMeters, orderByDistance } from './geo';

const KASSEL_RATHAUS = { lat: 51.3155, lon: 9.4924 };
const KASSEL_HBF = { lat: 51.318, lon: 9.4896 };

describe('haversineMeters', () => {
  it('should be zero for the same point and symmetric', () => {
    expect(haversineMeters(KASSEL_RATHAUS, KASSEL_RATHAUS)).toBe(0);
    expect(haversineMeters(KASSEL_RATHAUS, KASSEL_HBF)).toBeCloseTo(haversineMeters(KASSEL_HBF, KASSEL_RATHAUS), 6);
  });

  it('should measure known distances', () => {
    // One degree of latitude is about 111.2 km on the mean sphere.
    expect(haversineMeters({ lat: 50, lon: 10 }, { lat: 51, lon: 10 })).toBeCloseTo(111_195, -1);
    // Berlin (Brandenburger Tor) to Munich (Marienplatz): about 503 km.
    expect(haversineMeters({ lat: 52.5163, lon: 13.3777 }, { lat: 48.1374, lon: 11.5755 }) / 1000).toBeCloseTo(503.4, 0);
    // A few hundred metres in a town.
    expect(haversineMeters(KASSEL_RATHAUS, KASSEL_HBF)).toBeGreaterThan(300);
    expect(haversineMeters(KASSEL_RATHAUS, KASSEL_HBF)).toBeLessThan(350);
  });
});

describe('bearing and compass', () => {
  it('should point north, east, south and west', () => {
    expect(compassOf(bearingDegrees({ lat: 50, lon: 10 }, { lat: 50.01, lon: 10 }))).toBe('N');
    expect(compassOf(bearingDegrees({ lat: 50, lon: 10 }, { lat: 50, lon: 10.01 }))).toBe('E');
    expect(compassOf(bearingDegrees({ lat: 50, lon: 10 }, { lat: 49.99, lon: 10 }))).toBe('S');
    expect(compassOf(bearingDegrees({ lat: 50, lon: 10 }, { lat: 50, lon: 9.99 }))).toBe('W');
    expect(compassOf(bearingDegrees({ lat: 50, lon: 10 }, { lat: 50.01, lon: 10.0155 }))).toBe('NE');
    expect(compassOf(359)).toBe('N');
  });
});

describe('orderByDistance', () => {
  it('should order nearest first with each distance', () => {
    const far = { name: 'far', lat: 51.4, lon: 9.5 };
    const near = { name: 'near', lat: 51.316, lon: 9.4924 };
    const middle = { name: 'middle', lat: 51.33, lon: 9.4924 };
    const ordered = orderByDistance([far, near, middle], KASSEL_RATHAUS);
    expect(ordered.map((entry) => entry.item.name)).toEqual(['near', 'middle', 'far']);
    expect(ordered[0].meters).toBeCloseTo(haversineMeters(KASSEL_RATHAUS, near), 6);
  });

  it('should order 100,000 points quickly', () => {
    const points = Array.from({ length: 100_000 }, (_, n) => ({ lat: 51 + ((n * 7919) % 1000) / 1000, lon: 9 + ((n * 104_729) % 1000) / 1000 }));
    const started = performance.now();
    const ordered = orderByDistance(points, KASSEL_RATHAUS);
    const took = performance.now() - started;
    for (let n = 1; n < ordered.length; n++) expect(ordered[n].meters).toBeGreaterThanOrEqual(ordered[n - 1].meters);
    // Generous for a loaded test machine; a browser does it in a few dozen milliseconds.
    expect(took).toBeLessThan(1500);
  });
});

describe('acceptFix', () => {
  const at = { point: KASSEL_RATHAUS, time: 0 };
  it('should take the first fix and then only a move of 25 m at most every 10 s', () => {
    expect(acceptFix(null, KASSEL_RATHAUS, 0)).toBe(true);
    const tenMetresNorth = { lat: KASSEL_RATHAUS.lat + 10 / 111_195, lon: KASSEL_RATHAUS.lon };
    const fiftyMetresNorth = { lat: KASSEL_RATHAUS.lat + 50 / 111_195, lon: KASSEL_RATHAUS.lon };
    expect(acceptFix(at, tenMetresNorth, 60_000)).toBe(false);
    expect(acceptFix(at, fiftyMetresNorth, 5_000)).toBe(false);
    expect(acceptFix(at, fiftyMetresNorth, 10_000)).toBe(true);
  });
});

describe('formatDistance', () => {
  it('should say metres below a kilometre and kilometres above', () => {
    expect(formatDistance(118)).toBe('120 m');
    expect(formatDistance(4)).toBe('0 m');
    expect(formatDistance(1430)).toBe('1,4 km');
    expect(formatDistance(23_456)).toBe('23,5 km');
  });
});
