import { amazonReader } from './amazon.ts';
import type { ShopReader } from './shop-reader.ts';

const readers: ShopReader[] = [amazonReader];

export function readerFor(host: string): ShopReader | undefined {
  return readers.find((reader) => reader.matches(host.toLowerCase().replace(/^www\./, '')));
}
