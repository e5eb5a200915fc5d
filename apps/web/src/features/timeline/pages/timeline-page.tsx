// Placeholder: replaced by the feature's real screen.
export function TimelinePage() {
  return <h1 className="text-2xl font-semibold">The Journey</h1>;
}
