// The services' English words, by service id, and the overview's way of working;
// lib/catalogue/services.ts holds the ids, prices, icons and colours.

export const serviceWords = {
  marketing: {
    title: "Social Media Marketing",
    subtitle: "Grow your brand where your customers scroll",
    description:
      "Strategy, content and community management for Instagram, Facebook, LinkedIn and more, so your brand posts consistently and turns followers into enquiries.",
    priceNote: "3 platforms, 12 posts per month",
    imageText: "A phone showing a colourful social media feed with likes and comments",
    features: [
      "12 designed posts per month across 3 platforms",
      "Monthly content strategy and calendar",
      "Community management and replies",
      "Hashtag, trend and competitor research",
      "Profile and bio optimisation",
      "Monthly performance report",
    ],
    benefits: [
      "A consistent, recognisable brand voice",
      "More reach and engagement from the right audience",
      "Hours saved every week on planning and posting",
      "Clear numbers on what is working",
    ],
    deliverables: [
      "Monthly content calendar",
      "12 ready-to-post creatives with captions",
      "Scheduled posts on 3 platforms",
      "Monthly analytics report",
    ],
    processSteps: [
      { title: "Brand audit", description: "We review your profiles, audience and competitors." },
      { title: "Content plan", description: "A monthly calendar of themes, formats and posting times." },
      { title: "Create and publish", description: "Designed posts and captions, approved by you, then scheduled." },
      { title: "Report and refine", description: "Monthly insights and adjustments for the next cycle." },
    ],
    showcase: [
      { title: "Café launch campaign", description: "A month of launch posts and stories for a Jubilee Hills café." },
      { title: "Boutique festive series", description: "Festive-season carousel posts for a fashion boutique." },
      { title: "Clinic awareness drive", description: "Educational posts building trust for a healthcare clinic." },
    ],
    addOns: { "content-calendar": "Content Calendar & Strategy" },
  },
  production: {
    title: "Equipment Rentals",
    subtitle: "Professional camera, lighting and audio kits for your shoot",
    description:
      "Well-maintained production equipment for shoots of any size in Hyderabad, from a single camera kit for a day to full crew support for a campaign.",
    priceNote: "per day, basic kit",
    imageText: "A cinema camera on a tripod beside LED panel lights in a studio",
    features: [
      "4K camera kit with lenses",
      "LED lighting with stands and modifiers",
      "Wireless and shotgun audio",
      "Tested, cleaned and charged before every rental",
      "Daily, weekly and monthly rates",
      "Optional crew and on-set support",
    ],
    benefits: [
      "Cinema-quality results without buying gear",
      "Flexible rental periods for every budget",
      "Technical help before and during your shoot",
      "Reliable kits with backups on request",
    ],
    deliverables: [
      "Tested equipment kit for the booked period",
      "Batteries, chargers and memory cards",
      "Setup walkthrough",
      "Rental agreement and invoice",
    ],
    processSteps: [
      { title: "Tell us your shoot", description: "Share the dates, location and the look you want." },
      { title: "Kit recommendation", description: "We suggest the right camera, lighting and audio package." },
      { title: "Pickup or delivery", description: "Collect from us or have the kit delivered and checked with you." },
      { title: "Return and review", description: "Drop-off, inspection and feedback for your next shoot." },
    ],
    showcase: [
      { title: "Product shoot kit", description: "Camera and lighting for a two-day e-commerce product shoot." },
      { title: "Corporate interview setup", description: "Three-point lighting and lavalier audio for leadership interviews." },
      { title: "Music video support", description: "Gimbal, lights and crew support for an independent music video." },
    ],
    addOns: {},
  },
  entertainment: {
    title: "Video Editing Services",
    subtitle: "Scroll-stopping reels, ads and long-form edits",
    description:
      "Professional editing for reels, YouTube videos, ads and events: clean cuts, colour, sound, captions and motion that keep viewers watching.",
    priceNote: "60-second reel plus 1 revision",
    imageText: "A video editing timeline with colour-graded clips and audio waveforms",
    features: [
      "Reels, shorts and YouTube edits",
      "Colour correction and grading",
      "Sound clean-up and music",
      "Subtitles and on-screen captions",
      "Platform-ready exports",
      "Revision included",
    ],
    benefits: [
      "Videos that hold attention to the end",
      "A polished look that matches your brand",
      "Fast turnaround for trending content",
      "More time to focus on shooting and your business",
    ],
    deliverables: [
      "Edited video in the agreed length",
      "Captions and background music",
      "Exports sized for each platform",
      "Project files on request",
    ],
    processSteps: [
      { title: "Share your footage", description: "Upload clips, references and brand assets." },
      { title: "First cut", description: "We edit the story, pacing, colour and sound." },
      { title: "Review", description: "You share feedback; revisions are made." },
      { title: "Final delivery", description: "Exports for every platform you publish on." },
    ],
    showcase: [
      { title: "Restaurant reel", description: "A 60-second reel with quick cuts and on-beat transitions." },
      { title: "Wedding highlights", description: "A four-minute cinematic highlight film." },
      { title: "YouTube explainer", description: "An edited ten-minute explainer with captions and graphics." },
    ],
    addOns: { "motion-graphics": "Motion Graphics / VFX" },
  },
  emark: {
    title: "Digital Marketing",
    subtitle: "SEO, ads and PPC that bring measurable leads",
    description:
      "Search engine optimisation, Google and Meta ads and pay-per-click campaigns planned around your goals, tracked and reported in plain numbers.",
    priceNote: "starter",
    imageText: "A dashboard of rising search traffic and ad conversion charts",
    features: [
      "Keyword research and on-page SEO",
      "Google Ads and Meta Ads campaigns",
      "Conversion tracking setup",
      "Landing page recommendations",
      "Monthly optimisation of bids and budgets",
      "Transparent performance dashboard",
    ],
    benefits: [
      "More qualified leads from search and social",
      "Lower cost per lead over time",
      "Decisions backed by data",
      "Visibility for the searches that matter locally",
    ],
    deliverables: [
      "SEO and ads strategy document",
      "Live campaigns with conversion tracking",
      "On-page SEO improvements",
      "Monthly performance report",
    ],
    processSteps: [
      { title: "Goals and audit", description: "We review your website, analytics and competitors." },
      { title: "Strategy", description: "Channels, keywords, audiences and budget split." },
      { title: "Launch", description: "Campaigns and SEO fixes go live with tracking in place." },
      { title: "Optimise", description: "Weekly tuning and a monthly report with next steps." },
    ],
    showcase: [
      { title: "Real estate lead campaign", description: "Google and Meta ads for a residential project launch." },
      { title: "Local SEO for a clinic", description: "Map pack visibility for a multi-speciality clinic." },
      { title: "E-commerce PPC", description: "Shopping campaigns for a D2C home décor brand." },
    ],
    addOns: { "landing-page": "Landing Page & Lead Magnet" },
  },
  web: {
    title: "Web Development",
    subtitle: "Fast, mobile-first websites that convert",
    description:
      "Responsive business websites and landing pages built for speed, search and easy updates, from a five-page company site to custom web applications.",
    priceNote: "5 pages plus basic SEO",
    imageText: "A responsive website shown on a laptop, tablet and phone",
    features: [
      "Up to 5 responsive pages",
      "Basic on-page SEO",
      "Contact form and WhatsApp button",
      "Fast loading and mobile-first design",
      "Google Analytics setup",
      "Training to update your content",
    ],
    benefits: [
      "A professional first impression",
      "Found on Google for your business",
      "Works on every phone and screen",
      "Easy to grow as your business grows",
    ],
    deliverables: ["Responsive website of up to 5 pages", "Basic SEO setup", "Contact form and analytics", "Handover guide"],
    processSteps: [
      { title: "Discovery", description: "Pages, content, features and the look you want." },
      { title: "Design", description: "A homepage design for approval before we build." },
      { title: "Build", description: "Development, content entry and testing on every device." },
      { title: "Launch", description: "Domain, hosting setup, go-live and a handover session." },
    ],
    showcase: [
      { title: "Architecture firm website", description: "A five-page portfolio site with project galleries." },
      { title: "Coaching centre site", description: "A course catalogue with enquiry forms and WhatsApp chat." },
      { title: "Startup landing page", description: "A fast single-page launch site with a waitlist form." },
    ],
    addOns: { "blog-setup": "Blog Setup & SEO Tools" },
  },
};

/** The four-step way of working shown on the services overview. */
export const serviceProcessWords = [
  { title: "Discovery", description: "We learn your business, audience and goals." },
  { title: "Strategy", description: "A clear plan with scope, timeline and budget." },
  { title: "Execution", description: "Our team delivers, with regular check-ins." },
  { title: "Optimization", description: "We measure results and keep improving them." },
];

export const taxNote = "All prices exclude GST. Additional taxes may apply.";
