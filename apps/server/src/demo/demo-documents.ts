import { textPdf } from './demo-files.ts';
import type { DemoSeed } from './demo-seed.ts';
import { swatchPicture } from './pictures.ts';

/** Plans, drawings and samples kept with the rooms. */
export async function seedDocuments(seed: DemoSeed): Promise<void> {
  const { kitchen, bathroom, bedroomOne, bedroomTwo } = seed.components;
  const documents = [
    {
      componentId: kitchen,
      name: 'Kitchen layout, revision C',
      file: textPdf('Kitchen layout, revision C', [
        'Run of base units along the party wall',
        'Island 2.4 m x 0.9 m',
        'Steel beam over the knock-through',
      ]),
    },
    { componentId: kitchen, name: 'Worktop sample', file: await swatchPicture([176, 132, 88]) },
    {
      componentId: bathroom,
      name: 'Bathroom tiling plan',
      file: textPdf('Bathroom tiling plan', [
        'Floor: porcelain 600 x 600',
        'Walls: metro 75 x 150, herringbone niche',
      ]),
    },
    {
      componentId: bathroom,
      name: 'Floor tile sample',
      file: await swatchPicture([120, 128, 136]),
    },
    {
      componentId: bedroomOne,
      name: 'Wardrobe drawing',
      file: textPdf('Wardrobe drawing', [
        'Two bays either side of the chimney breast',
        'Shaker doors, painted',
      ]),
    },
    {
      componentId: bedroomTwo,
      name: 'Paint sample: Green Smoke',
      file: await swatchPicture([86, 110, 98]),
    },
  ];
  for (const document of documents) {
    const pdf = document.file[0] === 0x25;
    await seed.uploadAsOwner('/api/documents', [
      { name: 'component_id', value: document.componentId },
      { name: 'name', value: document.name },
      {
        name: 'file',
        value: document.file,
        filename: pdf ? 'document.pdf' : 'sample.jpg',
        contentType: pdf ? 'application/pdf' : 'image/jpeg',
      },
    ]);
  }
}
