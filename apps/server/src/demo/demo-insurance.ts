import { formatCurrency } from '@hrt/shared/format';
import { textPdf } from './demo-files.ts';
import type { DemoSeed } from './demo-seed.ts';
import { swatchPicture } from './pictures.ts';

interface PolicyFixture {
  insurance_category: 'personal' | 'contractor';
  insurance_type: string;
  provider: string;
  policy_number: string;
  contractor_name?: string;
  /** Days from today. */
  start: number;
  end: number;
  coverage_amount: number;
  description: string;
}

/** The household's own cover and the trades' certificates; the electrician's runs out soon. */
const policyFixtures: readonly PolicyFixture[] = [
  {
    insurance_category: 'personal',
    insurance_type: 'Buildings and contents',
    provider: 'Aviva',
    policy_number: 'AV-HH-482177',
    start: -210,
    end: 155,
    coverage_amount: 420_000,
    description: 'Renovation works declared; unoccupied-property clause waived.',
  },
  {
    insurance_category: 'personal',
    insurance_type: 'Home emergency',
    provider: 'HomeServe',
    policy_number: 'HS-90311',
    start: -90,
    end: 275,
    coverage_amount: 1_000,
    description: 'Boiler and plumbing call-outs.',
  },
  {
    insurance_category: 'contractor',
    insurance_type: 'Public liability',
    provider: 'Hiscox',
    policy_number: 'PL-7730-BW',
    contractor_name: 'Brightwire Electrical',
    start: -356,
    end: 9,
    coverage_amount: 2_000_000,
    description: 'Certificate received before the rewire; ask for the renewal.',
  },
  {
    insurance_category: 'contractor',
    insurance_type: 'Public liability',
    provider: 'AXA',
    policy_number: 'AXA-PL-55120',
    contractor_name: 'Harris Heating',
    start: -120,
    end: 245,
    coverage_amount: 5_000_000,
    description: 'Gas Safe registered; certificate on file.',
  },
  {
    insurance_category: 'contractor',
    insurance_type: "Employers' liability",
    provider: 'Simply Business',
    policy_number: 'SB-EL-20418',
    contractor_name: 'Smooth Walls Plastering',
    start: -60,
    end: 305,
    coverage_amount: 10_000_000,
    description: 'Covers the two labourers on site.',
  },
];

/** Each policy with its schedule as a PDF (one as a photographed certificate). */
export async function seedInsurance(seed: DemoSeed): Promise<void> {
  for (const [index, policy] of policyFixtures.entries()) {
    const photo = index === 3;
    const file = photo
      ? await swatchPicture([236, 232, 220])
      : textPdf(`${policy.provider}: ${policy.insurance_type}`, [
          `Policy number: ${policy.policy_number}`,
          `Insured: ${policy.contractor_name ?? 'Alex and Sam Morgan'}`,
          `Cover: ${formatCurrency(policy.coverage_amount)}`,
          `From ${seed.day(policy.start)} to ${seed.day(policy.end)}`,
        ]);
    await seed.uploadAsOwner('/api/insurances', [
      { name: 'insurance_category', value: policy.insurance_category },
      { name: 'insurance_type', value: policy.insurance_type },
      { name: 'provider', value: policy.provider },
      { name: 'policy_number', value: policy.policy_number },
      { name: 'contractor_name', value: policy.contractor_name ?? '' },
      { name: 'start_date', value: seed.day(policy.start) },
      { name: 'end_date', value: seed.day(policy.end) },
      { name: 'coverage_amount', value: String(policy.coverage_amount) },
      { name: 'description', value: policy.description },
      {
        name: 'file',
        value: file,
        filename: photo ? 'certificate.jpg' : `${policy.policy_number}.pdf`,
        contentType: photo ? 'image/jpeg' : 'application/pdf',
      },
    ]);
  }
}
