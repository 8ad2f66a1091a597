import { inject } from "vitest";

/** A worker's own database and ports: no file sees another file's rows, mail or stand-in. */
export interface WorkerServices {
  databaseUrl: string;
  /** A free port for the worker's SMTP sinks; SMTP_URL points at it. */
  smtpPort: number;
  /** A free port for the worker's Razorpay stand-ins; RAZORPAY_API_BASE_URL points at it. */
  razorpayPort: number;
}

/** This worker's services (vitest numbers its workers from 1 in VITEST_POOL_ID). */
export function workerServices(): WorkerServices {
  const workers = inject("workers");
  const index = (Number(process.env.VITEST_POOL_ID) || 1) - 1;
  const services = workers[index];
  if (!services) throw new Error(`integration worker ${index + 1} of ${workers.length}: test/integration-global-setup.ts made fewer`);
  return services;
}
