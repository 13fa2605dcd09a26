import { knowsServerTime, learnServerTime, resetServerTime, serverNow, serverOffset, setServerOffset } from '@/lib/serverClock';

afterEach(() => resetServerTime());

describe('the server’s clock on this device', () => {
  it('takes the midpoint of the round trip, and keeps the sample with the shortest one', () => {
    expect(knowsServerTime()).toBe(false);
    // The phone is 10 minutes fast: sent at 1_000_600_000, answered 200 ms later, the server read 1_000_000_100.
    learnServerTime(1_000_000_100, 1_000_600_000, 1_000_600_200);
    expect(serverOffset()).toBe(-600_000);
    learnServerTime(1_000_000_000, 1_000_600_000, 1_000_602_000); // a slow answer: less exact, not taken
    expect(serverOffset()).toBe(-600_000);
    learnServerTime(1_000_001_000, 1_000_601_000, 1_000_601_020);
    expect(serverOffset()).toBe(-600_010);
    expect(Math.abs(serverNow() - (Date.now() - 600_010))).toBeLessThan(50);
  });

  it('ignores what is no time, and takes a 4003 answer’s serverTime as it is', () => {
    learnServerTime(Number(undefined), 1, 2);
    learnServerTime(0, 1, 2);
    learnServerTime(5, 10, 5);
    expect(knowsServerTime()).toBe(false);
    setServerOffset(-42);
    expect(serverOffset()).toBe(-42);
    expect(knowsServerTime()).toBe(true);
  });
});
