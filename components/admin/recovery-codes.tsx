/** Ten one-time codes, shown once: the admin keeps them somewhere safe. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div role="status" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950">
      <h3 className="text-base font-bold text-ink">Your recovery codes</h3>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Each code signs you in once if you lose your phone or passkey. Keep them somewhere safe now: they are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
