// The English words of /careers around its records (openings, why work with us) and its form.

export const careersTexts = {
  openings: "Current Openings",
  openingsIntro: "{count} open positions across marketing, production, technology and operations.",
  location: "Location: ",
  type: "Type: ",
  applyNow: "Apply Now",
  applyNowFor: "Apply now for {title}",
  apply: "Apply Now",
  applyIntro:
    "Tell us about yourself and attach your resume as a PDF or Word document (up to {mb} MB). Our hiring team reads every application.",
  whyWorkWithUs: "Why Work With Us?",
  /** An opening's card links its page; its page's facts and links. */
  details: "View Details",
  detailsFor: "View details of {title}",
  aboutRole: "About the Role",
  posted: "Posted: ",
  closes: "Apply by: ",
  allOpenings: "All Openings",
  duties: "What you will do",
  requirements: "What we look for",
  pay: "Pay",
  /** A range in rupees, per month or per day (lib/catalogue/careers.ts). */
  payRange: { month: "{min} – {max} a month", day: "{min} – {max} a day" },
  payAsPerExperience: "As per experience: we agree the pay with you after the interview.",
  howToApply: "How to apply",
  howToApplyText:
    "Send the form on our careers page with your resume (PDF or Word, up to {mb} MB) and, if you like, a cover letter. We e-mail you to confirm that we have your application, and contact you if your profile matches the role.",
};

export type CareersTexts = typeof careersTexts;
