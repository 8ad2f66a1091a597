import type { FactorSummary } from "@/lib/auth/second-factor";
import type { SessionRow } from "@/lib/auth/session-version";
import { LocalTime } from "./local-time.client";
import { PasskeyEnrolment } from "./passkey-enrolment.client";
import { EndSessionButton, FactorAction } from "./session-actions.client";
import { TotpEnrolment } from "./totp-enrolment.client";

const proofLabels: Record<string, string> = {
  totp: "authenticator app",
  recovery: "recovery code",
  passkey: "passkey",
  enrolment: "second factor just added",
  "not-required": "password (no second factor required here)",
};

/** The admin's own sign-in methods and signed-in browsers. */
export function SecurityPanel({
  factors,
  sessions,
  currentSessionId,
}: {
  factors: FactorSummary;
  sessions: readonly SessionRow[];
  currentSessionId: string;
}) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="factors-heading" className="space-y-4">
        <h2 id="factors-heading" className="text-xl font-bold tracking-tight text-ink">
          Sign-in methods
        </h2>
        <div className="card space-y-3 p-4">
          <h3 className="font-semibold text-ink">Authenticator app</h3>
          {factors.totp ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">Set up.</p>
              <FactorAction path="/api/admin/security/totp" method="DELETE" label="Remove the app" />
            </div>
          ) : (
            <TotpEnrolment />
          )}
        </div>
        <div className="card space-y-3 p-4">
          <h3 className="font-semibold text-ink">Passkeys</h3>
          {factors.passkeys.length === 0 ? <p className="text-sm text-muted">No passkey yet.</p> : null}
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {factors.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="min-w-0 text-sm break-words text-ink">
                  {passkey.name} <span className="text-muted">· added </span>
                  <LocalTime iso={passkey.createdAt.toISOString()} className="text-muted" />
                </span>
                <FactorAction path={`/api/admin/security/passkeys/${passkey.id}`} method="DELETE" label={`Remove ${passkey.name}`} />
              </li>
            ))}
          </ul>
          <PasskeyEnrolment />
        </div>
        <div className="card flex flex-wrap items-start justify-between gap-3 p-4">
          <div>
            <h3 className="font-semibold text-ink">Recovery codes</h3>
            <p className="text-sm text-muted">{factors.recoveryCodesLeft} of 10 left.</p>
          </div>
          <FactorAction path="/api/admin/security/recovery-codes" method="POST" label="Make new recovery codes" />
        </div>
      </section>

      <section aria-labelledby="sessions-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-heading" className="text-xl font-bold tracking-tight text-ink">
            Active sessions
          </h2>
          <EndSessionButton sessionId="all" label="End every session" current />
        </div>
        <ul className="space-y-3" aria-label="Active sessions">
          {sessions.map((session) => {
            const current = session.id === currentSessionId;
            return (
              <li key={session.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-ink">
                    {session.browser}
                    {current ? " (this browser)" : ""}
                  </p>
                  <p className="text-muted">
                    Signed in <LocalTime iso={session.createdAt.toISOString()} /> with{" "}
                    {proofLabels[session.secondFactor ?? ""] ?? "password only"}
                    {session.country ? ` · ${session.country}` : ""}
                    {session.network ? ` · ${session.network}` : ""}
                  </p>
                </div>
                <EndSessionButton sessionId={session.id} label={current ? "End this session" : "End session"} current={current} />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
