import { EnvError, getEnv } from "./env";

/** Stops the server process with a readable message when its environment is invalid. */
export function checkEnvAtStart(): void {
  try {
    getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
