// The English words of a service page around the service's own texts (those
// are in services.ts). Templates take {name}-style values (lib/i18n/fill.ts).
import { buyNowTexts } from "./buy-now-texts";
import { paymentToastTexts } from "./payment-toast-texts";

export const serviceTexts = {
  description: "{subtitle}. {service} from {price} ({priceNote}), by a Hyderabad digital media agency.",
  startingFrom: "Starting from",
  getQuote: "Get Free Quote",
  contactSales: "Contact Sales",
  features: {
    title: "Features & Benefits",
    intro: "What {service} includes and what it does for your business.",
    key: "Key Features",
    benefits: "Benefits",
  },
  showcase: { title: "Portfolio Showcase", intro: "A few examples of this kind of work." },
  addOns: { title: "Optional Add-ons", intro: "Extras you can add to this service.", inquire: "Inquire About Add-on" },
  process: "Our Process",
  step: "Step {number}: ",
  deliverables: "What You Get",
  stats: "Why clients work with us",
  pricing: "Pricing",
  customQuote: "Get Custom Quote",
  buyNow: buyNowTexts,
  payment: paymentToastTexts,
  cta: {
    title: "Ready to start with {service}?",
    text: "Get a free, no-obligation quote or talk to our team about your project.",
    quote: "Get Free Quote",
    other: "Contact Us",
  },
};

export type ServiceTexts = typeof serviceTexts;
