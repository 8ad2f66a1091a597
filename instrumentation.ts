// Runs once when the server starts: a missing or malformed variable stops it
// at boot with a message naming the variable, not at the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvAtStart } = await import("@/lib/check-env-at-start");
    checkEnvAtStart();
  }
}
