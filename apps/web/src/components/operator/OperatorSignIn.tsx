import { OperatorSignInForm } from "./OperatorSignInForm";

/** The page an anonymous visitor of /diagnostics gets: nothing about the system, only the sign-in. */
export function OperatorSignIn() {
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Operator sign-in</h1>
      <p className="mt-3 text-slate-700">
        The diagnostics and the team&apos;s leads are for the site&apos;s operator. Sign in with the operator password.
      </p>
      <OperatorSignInForm />
    </div>
  );
}
