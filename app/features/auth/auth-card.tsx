/** The card the sign-in and two-factor forms stand on, and what each leads to (a sent link, backup codes). */
export function AuthCard({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      {children}
    </div>
  );
}
