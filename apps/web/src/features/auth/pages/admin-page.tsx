// Placeholder: replaced by the feature's real screen.
export function AdminPage() {
  return <h1 className="text-2xl font-semibold">User Management</h1>;
}
