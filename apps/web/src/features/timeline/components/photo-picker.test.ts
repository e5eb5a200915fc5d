import { describe, expect, it } from 'vitest';
import { onlyImages } from './photo-picker';

describe('onlyImages', () => {
  it('keeps raster images and leaves out everything else, SVG included', () => {
    const file = (name: string, type: string) => new File(['x'], name, { type });
    const { images, refused } = onlyImages([
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.svg', 'image/svg+xml'),
      file('d.pdf', 'application/pdf'),
      file('e.heic', 'image/heic'),
    ]);
    expect(images.map((image) => image.name)).toEqual(['a.jpg', 'b.png', 'e.heic']);
    expect(refused).toBe(2);
  });
});
