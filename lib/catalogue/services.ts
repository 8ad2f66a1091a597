// The five core services. (Being filled in: ids are fixed by the spec.)
export const serviceIds = ["marketing", "production", "entertainment", "emark", "web"] as const;
export type ServiceId = (typeof serviceIds)[number];
