// Placeholder: replaced by the feature's real screen.
export function ExtractExpensesPage() {
  return <h1 className="text-2xl font-semibold">Extract expenses from a document</h1>;
}
