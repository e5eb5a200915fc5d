// Placeholder: replaced by the feature's real screen.
export function SetupPage() {
  return <h1 className="text-2xl font-semibold">Set up the owner account</h1>;
}
