// The audit log's actions, with the words the dashboard shows for each. Not
// server-only: the dashboard's filter (a client-free server component) and the
// tests read the same list.

export const auditActionLabels = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed (password)",
  "second-factor-failed": "Sign-in failed (second factor)",
  "sign-out": "Signed out",
  "session-ended": "Ended a session",
  "sessions-ended": "Ended every session",
  "factor-added": "Added a second factor",
  "factor-removed": "Removed a second factor",
  "recovery-codes-created": "Created new recovery codes",
  "list-exported": "Exported a list",
  "resume-downloaded": "Downloaded a resume",
  "receipt-resent": "Resent a receipt",
  "quote-status-changed": "Changed a quote's status",
  "privacy-looked-up": "Looked up personal data",
  "privacy-exported": "Exported personal data",
  "privacy-erased": "Erased personal data",
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(auditActionLabels, value);
}
