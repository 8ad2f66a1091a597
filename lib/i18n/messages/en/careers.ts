// The careers page's record words in English, by id; lib/catalogue/careers.ts
// holds the openings' order, types and dates, and the points' icons.

/** The openings' titles, locations, summaries, duties and requirements, by id. */
export const jobWords = {
  "digital-marketing-specialist": {
    title: "Digital Marketing Specialist",
    location: "Hyderabad (hybrid)",
    summary: "Plan and run SEO, paid search and social ad campaigns for our clients, and report what each rupee brought in.",
    duties: [
      "Plan, run and tune SEO, Google Ads and Meta Ads campaigns for several clients at a time",
      "Set up tracking and report each month on leads, cost per lead and return on ad spend",
      "Work with our designers and writers on landing pages and ad creatives",
    ],
    requirements: [
      "At least 2 years of running paid search or social campaigns on budgets you managed",
      "Working knowledge of Google Analytics 4, Search Console and Meta Ads Manager",
      "Clear written English; Telugu or Hindi is a plus",
    ],
  },
  "social-media-manager": {
    title: "Social Media Manager",
    location: "remote",
    summary: "Own our clients' content calendars on Instagram, Facebook, LinkedIn and YouTube, and grow their audiences month by month.",
    duties: [
      "Plan and publish monthly content calendars for our clients' Instagram, Facebook, LinkedIn and YouTube",
      "Answer comments and messages in each brand's voice, and pass on what needs the client",
      "Report each month on reach, engagement and follower growth, with what to change next",
    ],
    requirements: [
      "At least 2 years of managing brand accounts on two or more of these platforms",
      "Accounts or campaigns you grew, to show us",
      "Good written English and Telugu or Hindi; your own laptop and a steady internet connection",
    ],
  },
  "video-editor-motion-graphics-artist": {
    title: "Video Editor & Motion Graphics Artist",
    location: "Hyderabad (on-site)",
    summary: "Edit reels, ads and brand films, and add the titles and motion graphics that make them stand out.",
    duties: [
      "Edit reels, ads, interviews and brand films from our shoots and our clients' footage",
      "Design titles, lower thirds and motion graphics in each brand's style",
      "Deliver every cut on time, in the formats each platform needs",
    ],
    requirements: [
      "A showreel and at least 1 year of paid editing work",
      "Premiere Pro or DaVinci Resolve, and After Effects",
      "An eye for pacing, sound and colour",
    ],
  },
  "web-developer-react-nodejs": {
    title: "Web Developer (React & Node.js)",
    location: "Hyderabad (hybrid)",
    summary: "Build fast, accessible websites and web apps for our clients with React and Node.js, from first sketch to launch.",
    duties: [
      "Build websites and web apps with React, Next.js and Node.js, from design to launch",
      "Keep them fast, accessible and secure, with tests",
      "Maintain and improve our clients' live sites",
    ],
    requirements: [
      "At least 2 years of building production sites with React and Node.js (TypeScript preferred)",
      "Comfortable with Git, REST APIs and a SQL database",
      "Code you can show: a repository or live sites you built",
    ],
  },
  "graphic-designer": {
    title: "Graphic Designer",
    location: "remote",
    summary: "Design social posts, ad creatives and brand material for our clients, working from briefs with our team.",
    duties: [
      "Design social posts, ad creatives, brochures and brand material from our briefs",
      "Adapt each design to every size and platform it runs on",
      "Take feedback from our team and clients, and deliver revisions on time",
    ],
    requirements: [
      "A portfolio of social media and print work",
      "Figma, Photoshop and Illustrator, or tools like them",
      "At least 20 hours a week, or work by project, on your own computer",
    ],
  },
  "handyman-general-maintenance": {
    title: "Handyman - General Maintenance (Local)",
    location: "Hyderabad (local)",
    summary: "Keep our studio, office and rental equipment in working order: repairs, set-ups and small installations.",
    duties: [
      "Repair and maintain our studio, office and furniture",
      "Set up lights, stands and sets for shoots, and check rental equipment out and back in",
      "Do small electrical, carpentry and installation jobs safely",
    ],
    requirements: [
      "Experience in general maintenance, electrical or carpentry work",
      "Living in or near Hyderabad, able to come in at short notice",
      "Careful with tools and equipment",
    ],
  },
  "content-writer-seo-analyst": {
    title: "Content Writer & SEO Analyst",
    location: "remote",
    summary: "Write blog posts, web pages and ad copy that rank, and track our clients' keywords and traffic.",
    duties: [
      "Write blog posts, web pages and ad copy for our clients, in their voice",
      "Research keywords and plan content that ranks",
      "Track rankings and traffic, and update the pages that slip",
    ],
    requirements: [
      "At least 1 year of published writing in English that you can share",
      "Working knowledge of Search Console and a tool such as Ahrefs or Semrush",
      "Writing in Telugu or Hindi is a plus",
    ],
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
