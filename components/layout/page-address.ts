import { usePathname } from "next/navigation";
import { addressOf } from "@/lib/i18n/locales";

/**
 * The page's address (/about) for a client component. usePathname() gives an
 * English page's route (/en/about, next.config.ts rewrites) while the page is
 * rendered on the server and its address in the browser; this is the address
 * both times, so the HTML and the hydrated page agree.
 */
export function usePageAddress(): string {
  return addressOf(usePathname());
}
