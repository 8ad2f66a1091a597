/**
 * The navbar's place for the contact button below 90rem (floating-widgets.client.tsx draws
 * it there once it loads; app/globals.css holds its room in the navbar until then).
 */
export const headerContactSlotId = "header-contact";
