// Placeholder: replaced by the feature's real screen.
export function HomePage() {
  return <h1 className="text-2xl font-semibold">Home</h1>;
}
