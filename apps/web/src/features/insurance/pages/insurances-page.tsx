// Placeholder: replaced by the feature's real screen.
export function InsurancesPage() {
  return <h1 className="text-2xl font-semibold">Insurance</h1>;
}
