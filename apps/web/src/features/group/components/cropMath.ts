/**
 * The square a 200×200 avatar is cut from (spec part 3 §5: crop box 200×200, png): the image is
 * scaled to cover the box at zoom 1, and may be zoomed in (up to 4×) and moved, never past its edges.
 */
export const CROP_SIZE = 200;

export interface Crop {
  zoom: number;
  /** The box's top-left corner over the scaled image, in box pixels. */
  x: number;
  y: number;
}

/** The scale that makes the image cover the box at the given zoom. */
export function scaleOf(width: number, height: number, zoom: number): number {
  return (CROP_SIZE / Math.min(width, height)) * zoom;
}

/** The crop moved by (dx, dy) box pixels and kept inside the scaled image. */
export function clampCrop(width: number, height: number, crop: Crop): Crop {
  const zoom = Math.min(4, Math.max(1, crop.zoom));
  const s = scaleOf(width, height, zoom);
  const maxX = width * s - CROP_SIZE;
  const maxY = height * s - CROP_SIZE;
  return { zoom, x: Math.min(maxX, Math.max(0, crop.x)), y: Math.min(maxY, Math.max(0, crop.y)) };
}

/** The centred crop at zoom 1. */
export function centredCrop(width: number, height: number): Crop {
  const s = scaleOf(width, height, 1);
  return { zoom: 1, x: (width * s - CROP_SIZE) / 2, y: (height * s - CROP_SIZE) / 2 };
}

/** A zoom change that keeps the box's centre on the same point of the image. */
export function zoomTo(width: number, height: number, crop: Crop, zoom: number): Crop {
  const before = scaleOf(width, height, crop.zoom);
  const after = scaleOf(width, height, zoom);
  const cx = (crop.x + CROP_SIZE / 2) / before;
  const cy = (crop.y + CROP_SIZE / 2) / before;
  return clampCrop(width, height, { zoom, x: cx * after - CROP_SIZE / 2, y: cy * after - CROP_SIZE / 2 });
}
