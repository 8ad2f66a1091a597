// The pricing FAQ's English words, by question id; lib/catalogue/faqs.ts holds
// the order and the links' addresses.

export const faqWords = {
  "payment-terms": {
    question: "What are your payment terms?",
    answer:
      "Monthly plans are billed at the start of each billing cycle and yearly plans once, in advance. For project work, payment is due on completion unless your proposal sets milestones. All payments are in Indian Rupees, by bank transfer or UPI.",
  },
  taxes: {
    question: "Do your prices include GST?",
    answer: "No. All prices are in Indian Rupees and exclude GST; applicable taxes are added to your invoice.",
  },
  "plan-change": {
    question: "Can I change or upgrade my plan later?",
    answer:
      "Yes. You can upgrade, downgrade or switch between monthly and yearly billing at any time; the change applies from your next billing cycle.",
  },
  refunds: {
    question: "What is your refund policy?",
    answer:
      "Refund requests are reviewed case by case, for example for undelivered scope or a double payment. Our refund and cancellation policy explains the time limits and what is non-refundable.",
  },
  "add-ons": {
    question: "Can I add extra services to a plan?",
    answer:
      "Yes. Any add-on, from a graphics pack to priority support, can be combined with any plan. Ask for a custom quote and we will put it together for you.",
  },
};

/** The answers' links' labels, by question id (not every answer has one). */
export const faqLinkWords: Record<string, string> = {
  refunds: "Read the refund policy",
  "add-ons": "See all add-ons",
};
