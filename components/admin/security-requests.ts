// The admin's security requests from the browser: one JSON POST or DELETE,
// its answer's message when it fails. No server code.

export type Outcome<T> = { ok: true; body: T } | { ok: false; message: string };

export async function securityRequest<T>(path: string, method: "POST" | "DELETE", body?: unknown): Promise<Outcome<T>> {
  try {
    const response = await fetch(path, {
      method,
      cache: "no-store",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as T & {
      message?: string;
      fieldErrors?: Record<string, string[]>;
      formErrors?: string[];
    };
    if (response.ok) return { ok: true, body: answer };
    if (response.status === 401) return { ok: false, message: "Your session has ended. Sign in again." };
    const message = answer.message ?? Object.values(answer.fieldErrors ?? {})[0]?.[0] ?? answer.formErrors?.[0];
    return { ok: false, message: message ?? "That did not work. Please try again." };
  } catch {
    return { ok: false, message: "Could not reach the server. Please try again." };
  }
}
