// Placeholder: replaced by the feature's real screen.
export function CreateAccountPage() {
  return <h1 className="text-2xl font-semibold">Create User Account</h1>;
}
