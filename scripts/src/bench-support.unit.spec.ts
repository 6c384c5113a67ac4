// The benchmarks' tablet is a device of its own speed, not a fixed slowdown of whichever machine measures it.
import { describe, expect, it } from 'vitest';
import { MID_RANGE_PHONE, MID_RANGE_TABLET, cpuSlowdown, deviceText, slowdownTo } from './bench-support.ts';

describe('the throttled devices', () => {
  it('slows each machine to the tablet\'s CPU index: more on a fast machine, less on a slow one', () => {
    expect(slowdownTo(500, 2380)).toBeCloseTo(4.76, 2);
    expect(slowdownTo(500, 1200)).toBeCloseTo(2.4, 2);
    expect(slowdownTo(500, 500)).toBe(1);
  });

  it('corrects a guess by what it gave: slower where the slowed CPU still ran too fast, faster where too slow', () => {
    expect(slowdownTo(500, 535, 4)).toBeCloseTo(4.28, 2);
    expect(slowdownTo(500, 459, 5)).toBeCloseTo(4.59, 2);
  });

  it('never runs the device faster than the machine it is measured on', () => {
    expect(slowdownTo(500, 320)).toBe(1);
  });

  it('keeps a fixed slowdown where a device asks for one, without measuring the machine', async () => {
    await expect(cpuSlowdown(null, MID_RANGE_PHONE)).resolves.toBe(4);
    await expect(cpuSlowdown(null, MID_RANGE_TABLET)).rejects.toThrow('needs a browser');
  });

  it('names the device with its CPU as asked and, once measured, the slowdown on this machine', () => {
    expect(deviceText(MID_RANGE_PHONE)).toBe('throttled phone (4x CPU, 150 ms RTT, 1.6 Mbit/s)');
    expect(deviceText(MID_RANGE_TABLET)).toBe('throttled tablet (CPU index 500, 80 ms RTT, 5 Mbit/s)');
    expect(deviceText(MID_RANGE_TABLET, 4.76)).toBe('throttled tablet (CPU index 500: 4.8x slower than this machine, 80 ms RTT, 5 Mbit/s)');
  });
});
