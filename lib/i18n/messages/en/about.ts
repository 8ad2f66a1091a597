// The About page's English words: the story, mission, vision, core values by id
// and the legal block's labels; lib/catalogue/about.ts holds their icons and order.

/** The paragraphs of "Our Story", in order. */
export const storyWords = [
  "We started in Hyderabad with a camera kit, an editing workstation and a simple belief: every business, whatever its size, deserves content that looks and performs like a big brand's.",
  "Since then we have grown into a full-service digital media partner. We plan social media, rent production equipment, edit videos, run search and social ad campaigns and build websites for startups, local businesses and established companies across India.",
  "We stay small on purpose. You work directly with the people who create your content, and every rupee you spend is tied to a goal we agree on together.",
];

export const missionWords = "To help Indian businesses grow with creative, measurable digital media at prices that make sense for them.";

export const visionWords =
  "To be the most trusted digital media partner for growing businesses in South India, known for work that is as effective as it is beautiful.";

/** The core values' titles and descriptions, by id. */
export const coreValueWords = {
  excellence: {
    title: "Passion for Excellence",
    description: "We care about every frame, caption and line of code, and we do not ship work we are not proud of.",
  },
  "client-centric": {
    title: "Client-Centric Approach",
    description: "Your goals set our priorities. We listen first, explain clearly and stay reachable throughout.",
  },
  innovation: {
    title: "Innovation and Creativity",
    description: "We try new formats, tools and ideas so your brand stands out instead of blending in.",
  },
  quality: {
    title: "Quality Assurance",
    description: "Every deliverable is reviewed against a checklist before it reaches you, with revisions built in.",
  },
};

/** The legal information block's labels, one per company fact. */
export const legalLabelWords = {
  legalName: "Legal Name",
  businessType: "Business Type",
  cin: "Corporate Identification Number (CIN)",
  incorporated: "Date of Incorporation",
  industry: "Industry",
  registrar: "Registrar",
  address: "Registered Address",
};
