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
};

export type CareersTexts = typeof careersTexts;
