// The careers page's record words in English, by id; lib/catalogue/careers.ts
// holds the openings' order, types and dates, and the points' icons.

/** The openings' titles, locations and summaries, by id. */
export const jobWords = {
  "digital-marketing-specialist": {
    title: "Digital Marketing Specialist",
    location: "Hyderabad (hybrid)",
    summary: "Plan and run SEO, paid search and social ad campaigns for our clients, and report what each rupee brought in.",
  },
  "social-media-manager": {
    title: "Social Media Manager",
    location: "remote",
    summary: "Own our clients' content calendars on Instagram, Facebook, LinkedIn and YouTube, and grow their audiences month by month.",
  },
  "video-editor-motion-graphics-artist": {
    title: "Video Editor & Motion Graphics Artist",
    location: "Hyderabad (on-site)",
    summary: "Edit reels, ads and brand films, and add the titles and motion graphics that make them stand out.",
  },
  "web-developer-react-nodejs": {
    title: "Web Developer (React & Node.js)",
    location: "Hyderabad (hybrid)",
    summary: "Build fast, accessible websites and web apps for our clients with React and Node.js, from first sketch to launch.",
  },
  "graphic-designer": {
    title: "Graphic Designer",
    location: "remote",
    summary: "Design social posts, ad creatives and brand material for our clients, working from briefs with our team.",
  },
  "handyman-general-maintenance": {
    title: "Handyman - General Maintenance (Local)",
    location: "Hyderabad (local)",
    summary: "Keep our studio, office and rental equipment in working order: repairs, set-ups and small installations.",
  },
  "content-writer-seo-analyst": {
    title: "Content Writer & SEO Analyst",
    location: "remote",
    summary: "Write blog posts, web pages and ad copy that rank, and track our clients' keywords and traffic.",
  },
};

/** The openings' types' names. */
export const jobTypeWords = {
  "full-time": "Full-time",
  "part-time/freelance": "Part-time / Freelance",
  contract: "Contract",
};

/** The "Applying for" choice that is no opening. */
export const generalApplicationWords = "Other / General Application";

/** The "Why Work With Us?" points, by id. */
export const whyWorkWithUsWords = {
  culture: {
    title: "Collaborative Culture",
    description: "A small, close-knit team where strategists, editors, designers and developers share ideas openly and ship work together.",
  },
  growth: {
    title: "Growth Opportunities",
    description:
      "Hands-on work across brands and industries, time to learn new tools, and room to take on more responsibility as you grow.",
  },
  impact: {
    title: "Impactful Work",
    description: "Your campaigns, videos and websites go live for real businesses across India, and you see the results they deliver.",
  },
};
