import type { AddVat, VatRate } from '@hrt/shared/domain/money';

/**
 * What each component's expenses are made of: a catalogue line is a supplier's product with
 * its price range (per unit, in pounds), how the supplier shows VAT and the most one buys.
 * Trade counters price without VAT, shops with it, small trades are not VAT-registered.
 */
export interface CatalogueLine {
  supplier: string;
  product: string;
  min: number;
  max: number;
  vat: AddVat;
  rate: VatRate;
  maxQuantity: number;
}

type Line = [string, string, number, number, AddVat, VatRate, number];

const line = ([supplier, product, min, max, vat, rate, maxQuantity]: Line): CatalogueLine => ({
  supplier,
  product,
  min,
  max,
  vat,
  rate,
  maxQuantity,
});

/** By component fixture key (demo-components.ts), with how many expenses each gets. */
export const expenseCatalogue: Record<string, { count: number; lines: CatalogueLine[] }> = {
  kitchen: {
    count: 54,
    lines: (
      [
        ['Howdens', 'Base unit 600 mm', 95, 180, 'PLUS_VAT', 20, 6],
        ['Howdens', 'Wall unit 500 mm', 70, 140, 'PLUS_VAT', 20, 5],
        ['Howdens', 'Soft-close hinges (pair)', 6, 12, 'PLUS_VAT', 20, 10],
        ['Worktop Express', 'Oak worktop 3 m', 240, 420, 'INC_VAT', 20, 2],
        ['IKEA', 'Drawer organiser', 8, 25, 'INC_VAT', 20, 6],
        ['John Lewis', 'Integrated dishwasher', 449, 699, 'INC_VAT', 20, 1],
        ['AO.com', 'Induction hob', 329, 549, 'INC_VAT', 20, 1],
        ['Screwfix', 'Tile adhesive 20 kg', 14, 22, 'PLUS_VAT', 20, 4],
        ['Topps Tiles', 'Metro splashback tiles (m²)', 22, 38, 'INC_VAT', 20, 6],
        ['Travis Perkins', 'Plasterboard 2.4 m', 9, 14, 'PLUS_VAT', 20, 12],
        ['Dave Price Joinery', 'Fitting day', 180, 240, 'NO_VAT', 0, 3],
        ['Toolstation', 'Silicone sealant', 4, 9, 'PLUS_VAT', 20, 6],
        ['Wickes', 'Laminate flooring pack', 28, 45, 'INC_VAT', 20, 10],
      ] as Line[]
    ).map(line),
  },
  bathroom: {
    count: 44,
    lines: (
      [
        ['Victorian Plumbing', 'Walk-in shower screen', 289, 459, 'INC_VAT', 20, 1],
        ['Victorian Plumbing', 'Close-coupled toilet', 159, 289, 'INC_VAT', 20, 1],
        ['Plumbase', 'Thermostatic shower valve', 140, 260, 'PLUS_VAT', 20, 1],
        ['Topps Tiles', 'Porcelain floor tiles (m²)', 28, 49, 'INC_VAT', 20, 6],
        ['Topps Tiles', 'Wall tiles (m²)', 19, 35, 'INC_VAT', 20, 8],
        ['Screwfix', 'Tanking kit', 38, 65, 'PLUS_VAT', 20, 2],
        ['Screwfix', 'Grab rail 600 mm', 18, 30, 'PLUS_VAT', 5, 2],
        ['City Plumbing', 'Extractor fan', 45, 110, 'PLUS_VAT', 20, 1],
        ['Marek Nowak Tiling', 'Tiling day', 170, 220, 'NO_VAT', 0, 4],
        ['Dunelm', 'Towels and bath mat', 12, 40, 'INC_VAT', 20, 3],
        ['B&Q', 'Heated towel rail', 89, 179, 'INC_VAT', 20, 1],
      ] as Line[]
    ).map(line),
  },
  bedroomOne: {
    count: 24,
    lines: (
      [
        ['Hammonds', 'Fitted wardrobe bay', 650, 980, 'INC_VAT', 20, 2],
        ['Carpetright', 'Wool carpet (m²)', 24, 42, 'INC_VAT', 20, 14],
        ['Sash Window Workshop', 'Sash window overhaul', 380, 560, 'PLUS_VAT', 20, 1],
        ['Dunelm', 'Blackout curtains', 35, 90, 'INC_VAT', 20, 2],
        ['Wickes', 'Skirting board 2.4 m', 8, 15, 'INC_VAT', 20, 8],
        ['Loft Warm Ltd', 'Loft insulation roll', 18, 30, 'PLUS_VAT', 0, 10],
        ['Energy Saving Shop', 'Draught-proofing strips', 9, 16, 'INC_VAT', 0, 4],
      ] as Line[]
    ).map(line),
  },
  bedroomTwo: {
    count: 20,
    lines: (
      [
        ['IKEA', 'Desk and drawers', 89, 249, 'INC_VAT', 20, 1],
        ['IKEA', 'Shelving unit', 45, 120, 'INC_VAT', 20, 2],
        ['Carpetright', 'Carpet (m²)', 16, 30, 'INC_VAT', 20, 11],
        ['Wickes', 'Architrave set', 12, 24, 'INC_VAT', 20, 3],
        ['Made.com', 'Sofa bed', 399, 649, 'INC_VAT', 20, 1],
      ] as Line[]
    ).map(line),
  },
  lighting: {
    count: 14,
    lines: (
      [
        ['Lights.co.uk', 'LED downlight', 14, 32, 'INC_VAT', 20, 12],
        ['Original BTC', 'Ceramic pendant', 110, 220, 'INC_VAT', 20, 3],
        ['CEF', 'Under-cabinet LED strip', 25, 60, 'PLUS_VAT', 20, 4],
        ['Nora Vale Interiors', 'Lighting plan revision', 120, 180, 'NO_VAT', 0, 1],
      ] as Line[]
    ).map(line),
  },
  colours: {
    count: 12,
    lines: (
      [
        ['Farrow & Ball', 'Estate emulsion 2.5 l', 58, 68, 'INC_VAT', 20, 4],
        ['Farrow & Ball', 'Sample pot', 5, 6, 'INC_VAT', 20, 6],
        ['Decorating Centre', 'Dulux trade primer 5 l', 32, 48, 'PLUS_VAT', 20, 3],
      ] as Line[]
    ).map(line),
  },
  tiling: {
    count: 8,
    lines: (
      [
        ['Mandarin Stone', 'Tile samples', 6, 15, 'INC_VAT', 20, 5],
        ['Nora Vale Interiors', 'Tile layout drawings', 150, 240, 'NO_VAT', 0, 1],
        ['Topps Tiles', 'Trim and edging', 8, 18, 'INC_VAT', 20, 6],
      ] as Line[]
    ).map(line),
  },
  electrics: {
    count: 20,
    lines: (
      [
        ['Brightwire Electrical', 'First fix labour', 650, 950, 'PLUS_VAT', 20, 1],
        ['Brightwire Electrical', 'Second fix labour', 450, 700, 'PLUS_VAT', 20, 1],
        ['CEF', 'Twin and earth cable 100 m', 68, 95, 'PLUS_VAT', 20, 3],
        ['CEF', 'Consumer unit', 160, 260, 'PLUS_VAT', 20, 1],
        ['Screwfix', 'Double socket', 4, 9, 'PLUS_VAT', 20, 20],
      ] as Line[]
    ).map(line),
  },
  plumbing: {
    count: 20,
    lines: (
      [
        ['Harris Heating', 'Combi boiler installation', 1_800, 2_600, 'PLUS_VAT', 20, 1],
        ['Harris Heating', 'Smart heating controls', 180, 260, 'PLUS_VAT', 5, 1],
        ['Heatmiser', 'Smart radiator valve', 45, 65, 'INC_VAT', 5, 6],
        ['Plumbase', 'Radiator 600 x 1000', 85, 160, 'PLUS_VAT', 20, 4],
        ['Plumbase', 'Copper pipe 3 m', 12, 22, 'PLUS_VAT', 20, 10],
        ['Toolstation', 'Push-fit fittings', 2, 6, 'PLUS_VAT', 20, 20],
      ] as Line[]
    ).map(line),
  },
  plastering: {
    count: 14,
    lines: (
      [
        ['Smooth Walls Plastering', 'Skim, per room', 280, 420, 'NO_VAT', 0, 1],
        ['Travis Perkins', 'Multi-finish plaster 25 kg', 9, 13, 'PLUS_VAT', 20, 12],
        ['Travis Perkins', 'Beading and scrim', 3, 8, 'PLUS_VAT', 20, 10],
      ] as Line[]
    ).map(line),
  },
  waste: {
    count: 8,
    lines: (
      [
        ['Hackney Skips', '8-yard skip, one week', 280, 360, 'PLUS_VAT', 20, 1],
        ['Hackney Council', 'Skip permit', 45, 75, 'NO_VAT', 0, 1],
        ['Clear It Ltd', 'Man and van clearance', 120, 220, 'NO_VAT', 0, 1],
      ] as Line[]
    ).map(line),
  },
  structural: {
    count: 4,
    lines: (
      [
        ['Archer Structures', 'Beam calculations', 380, 480, 'PLUS_VAT', 20, 1],
        ['Archer Structures', 'Site visit', 120, 160, 'PLUS_VAT', 20, 1],
      ] as Line[]
    ).map(line),
  },
};
