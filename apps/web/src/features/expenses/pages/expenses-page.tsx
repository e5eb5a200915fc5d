// Placeholder: replaced by the feature's real screen.
export function ExpensesPage() {
  return <h1 className="text-2xl font-semibold">All Expenses</h1>;
}
