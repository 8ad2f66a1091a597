// The legal pages' English words: their sections by id, and the privacy rights. lib/catalogue/policies.ts
// holds the sections' order; the figures they state are company.ts's, retention.ts's and refund-rules.ts's.
// The company's name is {brand}, filled in by lib/i18n/policies.ts in every language alike.
import { responseTimeFacts } from "@/lib/catalogue/company";
import { refundFigures } from "@/lib/catalogue/refund-rules";
import { retentionDefaults } from "@/lib/catalogue/retention";

/** A policy's sections' words by section id; a section with no list has an empty one. */
type SectionWords = Record<string, { heading: string; paragraphs: string[]; list: string[] }>;

const processingDays = `${refundFigures.processingBusinessDays.min}-${refundFigures.processingBusinessDays.max} business days`;

export const policyWords: {
  privacy: SectionWords;
  privacyRightsIntro: string;
  privacyRights: string[];
  privacyExerciseRights: string;
  privacyContactPromise: string;
  terms: SectionWords;
  refund: SectionWords;
} = {
  privacy: {
    "information-we-collect": {
      heading: "Information We Collect",
      paragraphs: [
        "We collect the details you give us when you contact us, request a quote, apply for a job or subscribe to our newsletter: your name, e-mail address, phone number, company, the services you are interested in, your budget and project details, and any resume you upload.",
        "When you pay online, our payment partner (Razorpay) processes your card or bank details; we receive the payment reference and status, and the e-mail address, phone number and payment method you give at checkout, to send your receipt. Your browser also stores a few preferences on your device, such as your theme and cookie choice.",
      ],
      list: [],
    },
    // What lib/browser/consent.ts does, and what the cookie banner says in short.
    measuring: {
      heading: "Measuring Visits and What Stays on Your Device",
      paragraphs: [
        "Your browser keeps a few things on your device: your theme, your cookie choice, the language you pick in the language menu (a cookie, which your browser sends back so that pages open in that language), copies of forms that could not be sent yet, and, for the visit in that tab only, the page you arrived on, the site that sent you and a campaign link's labels.",
        "To see how the site is used, we count page views, loading speed (Core Web Vitals) and errors by day, page, language, device type, country and where visits came from. This is anonymous and uses no cookies: we store only each day's totals, never your address, your browser's details or anything that tells one visitor from another, and we do not count known bots.",
        "Your cookie choice decides the rest. Until you choose, we count as above. “Accept All” also sends where your visit came from (the page you arrived on, the site that sent you and a campaign link's labels) with a form you send us; we keep it with your message, quote request, application, subscription or payment, and delete it with them. “Decline”, or a browser that sends Global Privacy Control, turns all measuring off: nothing is counted, and nothing about your visit is kept or sent.",
      ],
      list: [],
    },
    "how-we-use": {
      heading: "How We Use Your Information",
      paragraphs: ["We use your information only to run our business with you:"],
      list: [
        "To reply to your enquiries and prepare quotes",
        "To deliver, invoice and support the services you buy",
        "To assess job applications",
        "To send our newsletter, which you can leave at any time",
        "To keep our website secure and improve it",
      ],
    },
    sharing: {
      heading: "Information Sharing and Disclosure",
      paragraphs: [
        "We do not sell or rent your personal information. We share it only with service providers who help us operate (hosting, e-mail delivery and payment processing) under confidentiality obligations, or when Indian law, a court or a government authority requires it.",
      ],
      list: [],
    },
    retention: {
      heading: "How Long We Keep Your Information",
      paragraphs: [
        `We keep your information only as long as we need it, and then delete it. Contact messages, quote requests and job applications are deleted ${retentionDefaults.leadMonths} months after we receive them (a quote request ${retentionDefaults.leadMonths} months after we last updated it), and a resume after ${retentionDefaults.resumeMonths} months. Copies of the e-mails we send about them are deleted ${retentionDefaults.sentMailDays} days after they are sent.`,
        `Our newsletter starts only when you confirm your address from the e-mail we send you; if nobody confirms, we delete the sign-up after ${retentionDefaults.newsletterLeftoverDays} days. Every newsletter e-mail has a link to unsubscribe in one click, and we delete the record of an unsubscribed address after ${retentionDefaults.newsletterLeftoverDays} days.`,
        "Records of payments and their receipts are kept for as long as Indian tax and accounting law requires, without the details of your enquiry. If you ask us to delete your data, we remove your name, e-mail address and phone number from them and keep only each receipt's number, amount and date.",
      ],
      list: [],
    },
    "data-security": {
      heading: "Data Security",
      paragraphs: [
        "We protect your information with encrypted connections, access limited to the people who need it, and reputable hosting providers. No method of transmission or storage is completely secure, but we work to protect your data and will notify you of any breach as the law requires.",
        `Our staff's dashboard keeps an audit log: when someone signs in to it, fails to, or acts on a record (an export, a download, a status change, a privacy request), we record when, which staff member, what and which record, with the network it came from shortened (an IPv4 address to its first three numbers, an IPv6 address to its first 48 bits) and the country where our host knows it. It never holds the details you sent us, and is deleted after ${retentionDefaults.auditMonths} months.`,
      ],
      list: [],
    },
  },
  privacyRightsIntro: "Subject to applicable law, you have the right to:",
  privacyRights: [
    "Access the personal data we hold about you",
    "Correct inaccurate or incomplete data",
    "Delete your personal data",
    "Restrict how we process your data",
    "Receive your data in a portable format",
    "Object to processing of your data",
  ],
  privacyExerciseRights: `To exercise any of these rights, e-mail us from the address you used with us and tell us what you would like us to do. We may ask you to confirm your identity, and we respond to every request within ${responseTimeFacts.privacyRequestsDays} days.`,
  privacyContactPromise: `We respond to privacy inquiries within ${responseTimeFacts.privacyInquiriesHours} hours on business days.`,
  terms: {
    acceptance: {
      heading: "Acceptance of Terms",
      paragraphs: [
        `By using this website or engaging {brand} for any service, you agree to these Terms of Service. If you do not agree, please do not use the website or our services.`,
      ],
      list: [],
    },
    services: {
      heading: "Description of Services",
      paragraphs: [
        "We provide social media marketing, equipment rentals for production, video editing, digital marketing (SEO, paid ads and PPC) and web development. The scope, deliverables and timelines of each engagement are set out in the quote or proposal you accept.",
      ],
      list: [],
    },
    "user-obligations": {
      heading: "User Obligations",
      paragraphs: ["When you work with us you agree to:"],
      list: [
        "Give accurate information and timely feedback and approvals",
        "Provide only content you own or have the right to use",
        "Use rented equipment with care and return it in the condition received",
        "Not use our services or this website for anything unlawful",
      ],
    },
    "payment-terms": {
      heading: "Payment Terms",
      paragraphs: [
        "All prices are in Indian Rupees (INR) and exclude GST; applicable taxes are added to the invoice. Payment is due on completion of the work unless agreed otherwise in writing. Late payments may attract late charges, and we may pause work until overdue invoices are settled.",
      ],
      list: [],
    },
    "intellectual-property": {
      heading: "Intellectual Property",
      paragraphs: [
        "On full payment, the final deliverables created for you belong to you. Until then, and for our own tools, templates and pre-existing materials, the rights stay with us. We may show completed work in our portfolio unless you ask us not to.",
      ],
      list: [],
    },
    liability: {
      heading: "Limitation of Liability",
      paragraphs: [
        "We are not liable for indirect or consequential losses, such as lost profits or data, arising from our services or this website. Our total liability for any claim is limited to the amount you paid for the service concerned.",
      ],
      list: [],
    },
    "governing-law": {
      heading: "Governing Law",
      paragraphs: [
        "These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts of Hyderabad, Telangana.",
      ],
      list: [],
    },
  },
  refund: {
    overview: {
      heading: "Overview",
      paragraphs: [
        `This policy explains when {brand} refunds payments and how you can cancel a service. It applies to every service and add-on bought from us, whether paid by bank transfer, UPI or online.`,
      ],
      list: [],
    },
    eligibility: {
      heading: "Eligibility for Refunds",
      paragraphs: ["A full or partial refund may be considered for:"],
      list: [
        "Scope that was paid for but not delivered",
        "A major disruption on our side that we did not correct",
        "A double payment for the same invoice",
      ],
    },
    "non-refundable": {
      heading: "Non-Refundable Items",
      paragraphs: ["The following are not refundable:"],
      list: ["Third-party costs", "Consultation and planning time", "Accepted deliverables"],
    },
    request: {
      heading: "How to Request a Refund",
      paragraphs: [
        `Send us a written refund request within ${refundFigures.requestWindowDays} days of service incompletion or issue discovery, with your invoice number and the reason for the request. We review each request and reply with our decision.`,
      ],
      list: [],
    },
    processing: {
      heading: "Refund Processing",
      paragraphs: [
        `Approved refunds are processed within ${processingDays} to the original payment mode where possible, or otherwise by bank transfer.`,
      ],
      list: [],
    },
    "client-cancellation": {
      heading: "Cancellation by the Client",
      paragraphs: [
        "You may cancel a service in writing at any time. Work completed and costs incurred up to the cancellation are billed; a recurring plan stops at the end of the current billing period.",
      ],
      list: [],
    },
    "our-cancellation": {
      heading: "Cancellation by Us",
      paragraphs: [
        "If we must cancel a service, we tell you as early as possible and refund any amount paid for work that has not been delivered.",
      ],
      list: [],
    },
    contact: {
      heading: "Contact Us",
      paragraphs: ["For refund or cancellation requests, contact our support team:"],
      list: [],
    },
  },
};
