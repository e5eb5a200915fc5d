// Placeholder: replaced by the feature's real screen.
export function LoginPage() {
  return <h1 className="text-2xl font-semibold">Sign in to your account</h1>;
}
