// Test only: with E2E_ERROR_DRILL=1 in the server's environment (scripts/e2e-server.ts sets it,
// nothing else does), a search for `errorDrillQuery` fails, so the end-to-end tests can see a page
// fail in each language and the failure counted. Without the variable the word is searched like
// any other.

export const errorDrillQuery = "error-drill";

class ErrorDrill extends Error {
  override name = "ErrorDrill";
}

export function failOnDrill(query: string): void {
  if (process.env.E2E_ERROR_DRILL === "1" && query === errorDrillQuery) throw new ErrorDrill("error drill");
}
