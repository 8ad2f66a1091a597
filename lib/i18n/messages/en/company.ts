// The English words among the company facts; lib/catalogue/company.ts holds
// the names, addresses, numbers and opening times.

/** The two company facts that are descriptions, not names. */
export const companyFactWords = {
  businessType: "One Person Company (OPC)",
  industry: "Digital Media, IT and Consultancy",
};

/** The business hours as the contact page says them, by id. */
export const businessHourWords = {
  weekdays: {
    days: "Monday - Friday",
    hours: "9:00 AM - 6:00 PM IST",
  },
  saturday: {
    days: "Saturday",
    hours: "10:00 AM - 4:00 PM IST",
  },
  sunday: {
    days: "Sunday",
    hours: "Closed",
  },
};

/** How soon the team answers, as the contact page says it. */
export const responseTimeWords = {
  inquiries: "2-4 business hours",
  quotes: "24 hours",
};
