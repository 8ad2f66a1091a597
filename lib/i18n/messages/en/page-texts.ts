import { responseTimeWords } from "./company";
import { taxNote } from "./services";

/** The closing band of a page: its heading and line, the quote button, and another way in (the contact page unless said). */
export interface CallToAction {
  title: string;
  text: string;
  quote: string;
  other?: { href: string; label: string };
}

/**
 * What a page says about itself: its title (the tab, search results) and
 * search description, its hero's heading and lead, and its closing call to
 * action. One object a page, so the page's file is only its composition and a
 * translation has one place to go.
 */
export interface PageTexts {
  title: string;
  description: string;
  heading: string;
  lead: string;
  cta?: CallToAction;
}

/** The closing band's second button unless a page names its own. */
export const contactUsLink = { href: "/contact", label: "Contact Us" };

const getAQuote = "Get a Free Quote";
const getFreeQuote = "Get Free Quote";

export const pageTexts = {
  home: {
    title: "Transform Your Digital Presence",
    description:
      "Hyderabad digital media agency: social media marketing, equipment rentals, video editing, digital marketing and web development with INR pricing.",
    heading: "Transform Your Digital Presence",
    lead: "Social media marketing, equipment rentals, video editing, digital marketing and web development for businesses across India, planned and produced by one team.",
    cta: {
      title: "Ready to Transform Your Digital Presence?",
      text: "Get a free, no-obligation quote for your project, or talk to us about where to start.",
      quote: getFreeQuote,
      other: { href: "/contact", label: "Contact Us Today" },
    },
  },
  about: {
    title: "About Us",
    description: "Our story, mission, vision and core values, and the legal details of our registered digital media company in Hyderabad.",
    heading: "About Us",
    lead: "A Hyderabad digital media agency helping businesses across India tell their story, reach the right people and grow.",
    cta: {
      title: "Let's Build Something Great Together",
      text: "Tell us where you want your brand to be, and we'll map the way there.",
      quote: getAQuote,
    },
  },
  services: {
    title: "Our Services",
    description:
      "Social media marketing, equipment rentals, video editing, digital marketing and web development from Hyderabad, with transparent starting prices in INR.",
    heading: "Our Services",
    lead: "Five ways we help Indian businesses grow online: from content and campaigns to cameras, edits and websites.",
    cta: {
      title: "Ready to get started?",
      text: "Tell us what you need and get a free, no-obligation quote.",
      quote: getFreeQuote,
    },
  },
  whyChooseUs: {
    title: "Why Choose Us",
    description: "Why businesses across India partner with our Hyderabad team for social media, video, digital marketing and web projects.",
    heading: "Why Partner With Us",
    lead: "One accountable team for your content, campaigns and website, with transparent pricing and results you can measure.",
    cta: {
      title: "Ready to Grow With Us?",
      text: "Share your goals and we'll suggest the right mix of services for your budget.",
      quote: getAQuote,
    },
  },
  portfolio: {
    title: "Portfolio",
    description:
      "Selected social media, production, video editing, digital marketing and web development projects for businesses across India.",
    heading: "Our Portfolio",
    lead: "A selection of campaigns, shoots, edits and websites we have delivered for startups, local businesses and established brands.",
    cta: {
      title: "Ready to Create Your Success Story?",
      text: `Tell us about your project and get a detailed quote within ${responseTimeWords.quotes}.`,
      quote: "Start Your Project",
      other: { href: "/contact", label: "Talk to Our Team" },
    },
  },
  whoWeServe: {
    title: "Who We Serve",
    description:
      "The industries and clients we work with: startups, e-commerce, real estate, healthcare, education, non-profits and marketing teams.",
    heading: "Who We Serve",
    lead: "From first-time founders to established companies, we help businesses across India look professional online and grow.",
  },
  optionalAddOns: {
    title: "Optional Add-on Services",
    description:
      "Eight add-ons to extend any plan: graphic design, paid ads boost, SEO, brand identity, reels, audits, copywriting and priority support, priced in INR.",
    heading: "Optional Add-on Services",
    lead: "Extend any of our core services with focused extras, added when you need them and priced upfront.",
    cta: {
      title: "Need Something Different?",
      text: "Combine add-ons with a core service, or tell us what you have in mind and we'll tailor a package.",
      quote: "Get a Custom Quote",
      other: { href: "/services", label: "Explore Core Services" },
    },
  },
  pricing: {
    title: "Pricing",
    description:
      "Transparent INR pricing for social media marketing, equipment rentals, video editing, digital marketing and web development, with monthly or yearly billing, add-ons and rental rates.",
    heading: "Simple, Transparent Pricing",
    lead: `Choose a plan for the service you need, add extras when you want them, and pay monthly or yearly. ${taxNote}`,
    cta: {
      title: "Not sure which plan fits?",
      text: `Tell us about your project and we'll recommend the right mix, with a quote within ${responseTimeWords.quotes}.`,
      quote: getFreeQuote,
    },
  },
  contact: {
    title: "Contact Us",
    description:
      "Send our Hyderabad digital media team a message, call, e-mail or WhatsApp us, and see our business hours and directions to the office.",
    heading: "Contact Us",
    lead: `Have a project in mind? Tell us about it and our team will get back to you within ${responseTimeWords.inquiries}.`,
  },
  quote: {
    title: "Get Your Free Quote",
    description:
      "Request a free, no-obligation quote for social media marketing, equipment rentals, video editing, digital marketing or web development in Hyderabad, with an instant estimate in INR.",
    heading: "Get Your Free Quote",
    lead: "Tell us about your project in four short steps and see an instant estimate. We reply within 24 hours.",
  },
  careers: {
    title: "Careers",
    description:
      "Join our Hyderabad digital media team: current openings in marketing, video editing, web development, design and content.",
    heading: "Join Our Team",
    lead: "We are a growing digital media agency in Hyderabad. Bring your ideas and skills, and help businesses across India grow online.",
  },
  resources: {
    title: "Resources",
    description: "Free guides, checklists and templates for social media, video production, editing, SEO, PPC and web development.",
    heading: "Resource Library",
    lead: "Guides, checklists and templates from our team to help you plan, create and grow, free to download.",
  },
  feeds: {
    title: "Feeds",
    description: "Stay connected with our latest news, blog posts, industry RSS feeds and social media channels in one place.",
    heading: "Stay Connected",
    lead: "Our latest news, articles, industry headlines and social channels in one place.",
  },
  blog: {
    title: "Blog",
    description: "Articles and insights on social media, video, digital marketing and web development from our Hyderabad team.",
    heading: "Our Blog",
    lead: "Insights, tips and stories from our team on growing your business online.",
  },
  bankPaymentInfo: {
    title: "Payment Information",
    description:
      "How to pay for our services: bank transfer, UPI, online payment and PayPal for international clients, with support contacts.",
    heading: "Payment Information",
    lead: "Choose the payment method that suits you. All prices are in Indian Rupees (INR) and exclude GST.",
  },
} as const satisfies Record<string, PageTexts>;
