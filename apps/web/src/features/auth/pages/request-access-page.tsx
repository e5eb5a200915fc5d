// Placeholder: replaced by the feature's real screen.
export function RequestAccessPage() {
  return <h1 className="text-2xl font-semibold">Request Access</h1>;
}
