import { describe, expect, it } from 'vitest';
import { CROP_SIZE, centredCrop, clampCrop, scaleOf, zoomTo } from './cropMath.ts';

describe('the avatar crop', () => {
  it('covers the box with the shorter side and centres the longer one', () => {
    expect(scaleOf(400, 800, 1)).toBe(0.5);
    expect(centredCrop(400, 800)).toEqual({ zoom: 1, x: 0, y: 100 });
  });

  it('never moves past the image or zooms out of 1…4', () => {
    expect(clampCrop(400, 400, { zoom: 1, x: 50, y: -10 })).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampCrop(400, 400, { zoom: 9, x: 1e6, y: 1e6 })).toEqual({ zoom: 4, x: 3 * CROP_SIZE, y: 3 * CROP_SIZE });
  });

  it('zooms about the centre of the box', () => {
    expect(zoomTo(400, 400, { zoom: 1, x: 0, y: 0 }, 2)).toEqual({ zoom: 2, x: 100, y: 100 });
  });
});
