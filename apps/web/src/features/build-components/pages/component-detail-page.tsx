// Placeholder: replaced by the feature's real screen.
export function ComponentDetailPage() {
  return <h1 className="text-2xl font-semibold">Component</h1>;
}
