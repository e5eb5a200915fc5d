import type { CheerioAPI } from 'cheerio';
import type { ProductFacts } from '../structured-data.ts';

/**
 * Small readers for shops whose stable layout the general rules miss. One file per shop, each
 * with a test page the team made; a reader's facts are trusted above the general rules.
 */
export interface ShopReader {
  name: string;
  matches(host: string): boolean;
  read($: CheerioAPI, country: string | undefined): ProductFacts;
}
