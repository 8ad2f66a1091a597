// A device class from the User-Agent header, which is read and never stored.

export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Phones say "Mobi" (Mozilla's advice to browsers); tablets say iPad, Tablet or Android without Mobi. */
export function deviceClass(userAgent: string | null): DeviceClass {
  const agent = (userAgent ?? "").slice(0, 512);
  if (/Mobi/.test(agent)) return "mobile";
  if (/iPad|Tablet|Android/i.test(agent)) return "tablet";
  return "desktop";
}
