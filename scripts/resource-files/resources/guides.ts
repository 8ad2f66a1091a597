import type { PdfDocument } from "../pdf";

// The text of the PDF guides in the resources library. Written for small and
// mid-sized Indian businesses; every figure is a starting point to adapt.

type Guide = Omit<PdfDocument, "footer" | "author">;

export const socialMediaGuide: Guide = {
  title: "The Complete Social Media Marketing Guide for Indian Businesses",
  subtitle: "Plan, create and measure content on Instagram, Facebook, LinkedIn and YouTube, with schedules that suit Indian audiences.",
  blocks: [
    { kind: "heading", text: "How to use this guide" },
    {
      kind: "paragraph",
      text: "Social media brings customers when it is planned like any other part of the business: a clear goal, the right audience, steady output and a monthly look at the numbers. Work through the six chapters in order. Each ends with a short checklist you can use with your team or agency.",
    },
    { kind: "heading", text: "1. Choose the right platforms" },
    {
      kind: "paragraph",
      text: "You do not need to be everywhere. Pick the two platforms where your buyers already spend time and do them well before adding a third.",
    },
    {
      kind: "table",
      columns: ["Platform", "Best for", "Typical Indian audience", "Start with"],
      widths: [18, 30, 30, 22],
      rows: [
        [
          "Instagram",
          "Retail, food, fashion, salons, events, real estate",
          "18-34, urban and tier-2 cities, mobile-first",
          "3 Reels + 2 posts a week",
        ],
        [
          "Facebook",
          "Local services, community offers, older buyers",
          "25-55, strong in tier-2 and tier-3 towns",
          "3 posts a week, local ads",
        ],
        ["LinkedIn", "B2B services, hiring, founders' thought leadership", "Working professionals, decision makers", "2 posts a week"],
        [
          "YouTube",
          "Explainers, tutorials, product demos, Shorts",
          "All ages; regional language content grows fastest",
          "1 video or 3 Shorts a week",
        ],
        ["WhatsApp", "Repeat customers, catalogues, order updates", "Nearly every smartphone user", "Broadcast lists, business catalogue"],
      ],
    },
    {
      kind: "checklist",
      items: [
        "Write down who buys from you (age, city, language, budget).",
        "Pick two platforms from the table and claim the same handle on both.",
        "Complete every profile field: category, hours, address, WhatsApp and website links.",
      ],
    },
    { kind: "heading", text: "2. Set goals you can measure" },
    {
      kind: "paragraph",
      text: "Likes are not a goal. Choose one main goal per quarter and one number that shows it. Review the number on the first working day of each month.",
    },
    {
      kind: "bullets",
      items: [
        "Awareness: reach and profile visits. Good for launches and new locations.",
        "Enquiries: WhatsApp chats, DMs, calls and form fills from social. Best for most service businesses.",
        "Sales: orders or bookings with a tracked link or coupon code per platform.",
        "Hiring or trust: followers from your industry, comments from customers, review mentions.",
      ],
    },
    {
      kind: "checklist",
      items: [
        "One goal and one number for this quarter.",
        "UTM-tagged links in every bio and ad (utm_source, utm_medium, utm_campaign).",
        "A monthly review date in the calendar.",
      ],
    },
    { kind: "heading", text: "3. Plan a monthly content calendar" },
    {
      kind: "paragraph",
      text: "Plan a month at a time with four content pillars, so you never start the day wondering what to post. A simple mix for most businesses: 40% educate, 25% show the work, 20% people and culture, 15% offers.",
    },
    {
      kind: "table",
      columns: ["Pillar", "Examples", "Share"],
      widths: [22, 60, 18],
      rows: [
        ["Educate", "How-to Reels, myths vs facts, buying guides, FAQs answered on camera", "40%"],
        ["Show the work", "Before/after, behind the scenes, client results, process in 30 seconds", "25%"],
        ["People", "Team introductions, customer stories, festival greetings with a real photo", "20%"],
        ["Offer", "Launches, limited-time offers, booking reminders with a clear call to action", "15%"],
      ],
    },
    {
      kind: "paragraph",
      text: "Plan around the Indian calendar: Sankranti and Pongal, Republic Day, Holi, Ugadi and Gudi Padwa, Eid, Independence Day, Raksha Bandhan, Ganesh Chaturthi, Navratri and Dussehra, Diwali, Christmas and New Year. Add the exam season and salary days (the first week of the month) for offers. Prepare festival creatives two weeks ahead; they are the most crowded days of the year.",
    },
    {
      kind: "subheading",
      text: "When to post",
    },
    {
      kind: "bullets",
      items: [
        "Weekdays: 8-10 am (commute), 1-2 pm (lunch) and 7-10 pm IST (the busiest evening slot).",
        "Weekends: late morning, 11 am-1 pm, and Sunday evening.",
        "B2B on LinkedIn: Tuesday to Thursday, 9-11 am.",
        "Check your own Insights after four weeks and move to the hours your followers are online.",
      ],
    },
    {
      kind: "checklist",
      items: [
        "Four pillars written down with three ideas each.",
        "The month's festivals and offer dates marked.",
        "Content batched and scheduled one week ahead (Meta Business Suite, YouTube Studio or LinkedIn's scheduler).",
      ],
    },
    { kind: "heading", text: "4. Write captions and hashtags that reach local audiences" },
    {
      kind: "bullets",
      items: [
        'Hook in the first line; only about 125 characters show before "more".',
        "Speak the way your customers do: Hinglish, Telugu, Tamil or Hindi often beat formal English for local businesses.",
        'One call to action per post: "DM us \'PRICE\'", "Tap the link in bio", "Save this for later".',
        "Use 3-8 specific hashtags: your city and area (#HyderabadFood, #GachibowliCafe), your niche and one brand tag. Avoid giant generic tags.",
        "Add alt text and on-screen captions: most Reels are watched with the sound off.",
      ],
    },
    {
      kind: "checklist",
      items: [
        "A caption template with hook, value, call to action.",
        "A saved list of 20 local and niche hashtags to rotate.",
        "Captions on every video.",
      ],
    },
    { kind: "heading", text: "5. Work with creators" },
    {
      kind: "paragraph",
      text: "Nano (1k-10k followers) and micro (10k-100k) creators in your city usually bring better enquiries per rupee than celebrities. Look at comments, not follower counts: real questions from local people are the sign of a useful audience.",
    },
    {
      kind: "bullets",
      items: [
        "Agree in writing: deliverables, dates, usage rights for your ads, payment and approval steps.",
        "Ask for the paid-partnership label; the ASCI guidelines require influencer ads in India to be disclosed.",
        "Give a tracked link or code per creator so you can compare results.",
        "Pay on time and reshare their work: good creators talk to each other.",
      ],
    },
    {
      kind: "checklist",
      items: [
        "A shortlist of ten local creators with engagement checked.",
        "A one-page brief and agreement template.",
        "Disclosure label and tracking code for every collaboration.",
      ],
    },
    { kind: "heading", text: "6. Read your analytics and decide what to post next" },
    {
      kind: "table",
      columns: ["Metric", "Where", "What it tells you"],
      widths: [24, 28, 48],
      rows: [
        ["Reach, non-followers share", "Instagram Insights", "Whether new people see you; below 30% means the content is not travelling."],
        ["Saves and shares", "Post insights", "The best signal of useful content; make more of what gets saved."],
        ["Average watch time", "Reels and YouTube analytics", "Where viewers drop; tighten the first three seconds."],
        ["Profile visits to link clicks", "Profile insights", "Whether the bio and offer convert interest into action."],
        ["Enquiries and sales", "WhatsApp, CRM, UTM reports", "The number your goal is measured by."],
      ],
    },
    {
      kind: "paragraph",
      text: "Once a month, list your five best and five weakest posts by your goal's number, note what the best share (topic, format, hook, time), and plan next month with more of it. Drop formats that fail three months in a row.",
    },
    {
      kind: "checklist",
      items: [
        "A monthly report with the goal's number, top five posts and three decisions.",
        "One experiment a month (new format, time or hook).",
        "Quarterly review of platforms and pillars.",
      ],
    },
    {
      kind: "note",
      text: "Platform features, audiences and advertising rules change often. Check each platform's current help pages and the ASCI code before you run a campaign.",
    },
  ],
};

export const shootChecklist: Guide = {
  title: "Video Shoot Equipment Checklist",
  subtitle: "Pack, test and return everything for interviews, product shoots and events, with a call sheet and a wrap-up list.",
  blocks: [
    { kind: "heading", text: "The day before: test everything" },
    {
      kind: "checklist",
      items: [
        "Charge every battery (camera, lights, wireless mics, monitors, phone) and label the charged ones.",
        "Format memory cards in the camera that will use them; carry twice the cards you expect to fill.",
        "Record 30 seconds on each camera and play it back: focus, exposure, audio levels, timecode.",
        "Check lenses and sensor for dust; clean with a blower, never with your breath.",
        "Confirm location access, parking, power points and a quiet room for interviews.",
        "Share the call sheet (page 3) with the crew and the client.",
      ],
    },
    { kind: "heading", text: "Camera" },
    {
      kind: "checklist",
      items: [
        "Camera bodies (main and B-camera) with body caps.",
        "Lenses: a wide zoom (16-35 mm), a standard zoom (24-70 mm) and a fast prime (50 mm or 85 mm) for interviews.",
        "Batteries: at least four per body, plus a USB-C or dummy-battery power option for long takes.",
        "Memory cards (V60 or faster for 4K) in a labelled card wallet: empty on one side, full on the other.",
        "ND filters or a variable ND for outdoor shooting at wide apertures.",
        "Lens cloths, blower, rain cover.",
      ],
    },
    { kind: "heading", text: "Support and movement" },
    {
      kind: "checklist",
      items: [
        "Tripod with a fluid head and its quick-release plate (the plate is what gets forgotten).",
        "Gimbal, balanced for the lens you will use, and its charger.",
        "Monopod or slider for product moves.",
        "Sandbags or weights for light stands outdoors.",
      ],
    },
    { kind: "heading", text: "Lighting" },
    {
      kind: "checklist",
      items: [
        "Key light with softbox or lantern; fill light or reflector; a small back or hair light.",
        "Light stands, clamps and gaffer tape.",
        "Diffusion and a 5-in-1 reflector for daylight.",
        "Extension cords (5 m and 10 m) and a spike-protected power strip; ask about backup power on site.",
        "Gels or bi-colour lights to match window light or warm indoor bulbs.",
      ],
    },
    { kind: "heading", text: "Audio" },
    {
      kind: "checklist",
      items: [
        "Wireless lavalier kit (two transmitters for two-person interviews) with fresh batteries.",
        "Shotgun microphone on a boom or on camera.",
        "Field recorder as a backup, with its own card.",
        "Closed-back headphones: listen to every take.",
        "Foam and fur windshields for outdoor shoots.",
        "Record 30 seconds of room tone at each location.",
      ],
    },
    { kind: "heading", text: "Monitoring, data and odds and ends" },
    {
      kind: "checklist",
      items: [
        "External monitor with sunhood for focus and framing.",
        "Laptop and two portable SSDs: copy cards to both before formatting them again.",
        "Card reader and the right cables (USB-C, HDMI full and micro).",
        "Slate or a clapping app for syncing sound; a printed shot list.",
        "First-aid kit, water, snacks, umbrellas, torch, zip ties, marker pens, spare tape.",
        "Release forms for people and locations.",
      ],
    },
    { kind: "pageBreak" },
    { kind: "heading", text: "Call sheet" },
    {
      kind: "table",
      columns: ["Item", "Details"],
      widths: [30, 70],
      minRowHeight: 28,
      rows: [
        ["Project and client", ""],
        ["Date and call time", ""],
        ["Location and map link", ""],
        ["Parking and entry", ""],
        ["Client contact on site", ""],
        ["Director / producer", ""],
        ["Camera and lighting crew", ""],
        ["Sound", ""],
        ["Talent and arrival times", ""],
        ["Meals and breaks", ""],
        ["Nearest hospital", ""],
        ["Wrap time", ""],
      ],
    },
    { kind: "heading", text: "Day-of-shoot run sheet" },
    {
      kind: "table",
      columns: ["Time", "Activity", "Owner"],
      widths: [16, 62, 22],
      rows: [
        ["-60 min", "Crew call: unload, set up base, power check", "Producer"],
        ["-45 min", "Light and frame the first set-up with a stand-in", "Camera"],
        ["-20 min", "Mic talent, check levels, record room tone", "Sound"],
        ["0", "First shot; slate every take", "Director"],
        ["Every 2 h", "Back up cards to two drives; swap batteries", "Camera assistant"],
        ["Lunch", "Keep batteries charging; review footage with the client", "Producer"],
        ["Wrap", "Final back-up check, then strike and the wrap-up list below", "All"],
      ],
    },
    { kind: "heading", text: "Wrap-up list" },
    {
      kind: "checklist",
      items: [
        "Footage on two separate drives, each checked by playing files from both.",
        "Every item counted against this checklist before leaving the location.",
        "Batteries and cards separated into used and unused.",
        "Location left as found; photos of the space as you leave.",
        "Rental gear inspected and returned with its accessories; damage noted in writing.",
        "Client sent a thank-you with the delivery timeline.",
      ],
    },
  ],
};

export const localSeoChecklist: Guide = {
  title: "Local SEO Checklist for Small Businesses",
  subtitle: "Be found in Google Search and Maps when people in your city look for what you sell.",
  blocks: [
    { kind: "heading", text: "1. Google Business Profile" },
    {
      kind: "checklist",
      items: [
        "Claim and verify your profile at business.google.com.",
        "Use your real business name; adding keywords to the name can get a profile suspended.",
        "Choose the most precise primary category, then up to nine secondary ones.",
        "Add hours (including festival holidays), phone, WhatsApp, website with a UTM tag and service areas.",
        "Upload at least ten real photos: storefront with signage, inside, team, products, work in progress.",
        "List services or products with prices in rupees where you can.",
        "Post an update or offer every week; answer the Q&A section yourself.",
      ],
    },
    { kind: "heading", text: "2. Name, address and phone (NAP) everywhere the same" },
    {
      kind: "checklist",
      items: [
        "Write one exact version of your name, address (with PIN code) and phone number and use it everywhere.",
        "Match it on your website footer and contact page.",
        "List or correct the business on Justdial, Sulekha, IndiaMART (for B2B), Bing Places, Apple Business Connect and the directories of your industry.",
        "Remove or merge duplicate listings, including old addresses after a move.",
      ],
    },
    { kind: "heading", text: "3. Keywords people in your area use" },
    {
      kind: "checklist",
      items: [
        'List the services you sell in the words customers use ("AC repair", not "HVAC maintenance").',
        'Add the areas: city, neighbourhoods and landmarks ("near Hitech City", "in Kukatpally").',
        'Check Google\'s suggestions and "People also ask" for each phrase.',
        "Include local-language and Hinglish searches where your customers use them.",
        "Pick one main phrase for each page of your website.",
      ],
    },
    { kind: "heading", text: "4. On-page basics" },
    {
      kind: "checklist",
      items: [
        "A page per main service, and per location if you serve several areas with real differences.",
        "Title tag: service + area + brand, under 60 characters.",
        "A clear H1, your NAP, an embedded map and click-to-call and WhatsApp buttons on mobile.",
        "LocalBusiness structured data (schema.org) with address, geo coordinates, hours and phone.",
        "Pages load in under 2.5 seconds on a mid-range phone over 4G (check PageSpeed Insights).",
        "Photos compressed, with descriptive file names and alt text.",
      ],
    },
    { kind: "heading", text: "5. Reviews" },
    {
      kind: "checklist",
      items: [
        "Ask every happy customer for a Google review, with a short link or QR code at the counter and in the invoice message.",
        "Reply to every review within two days, politely, including the negative ones.",
        "Never buy reviews or offer rewards for them; it breaks Google's policies and the Consumer Protection rules on fake reviews.",
        "Aim for a steady flow (a few every week) rather than a burst.",
      ],
    },
    { kind: "heading", text: "6. Citations and links from your community" },
    {
      kind: "checklist",
      items: [
        "Local chambers of commerce, trade bodies and business associations.",
        "Sponsorships of local events, colleges and sports clubs with a link back.",
        "Local news sites and bloggers: share a real story (an anniversary, a community project).",
        "Partners and suppliers listing you as a stockist or client.",
      ],
    },
    { kind: "heading", text: "7. Track it every month" },
    {
      kind: "table",
      columns: ["What", "Where", "Target"],
      widths: [34, 36, 30],
      rows: [
        ["Calls, direction requests, website clicks", "Business Profile performance", "Growing month on month"],
        ["Searches that showed your profile", "Business Profile performance", "More non-brand searches"],
        ["Rankings for your main phrases in your area", "A rank tracker or manual checks in private mode", "Top 3 in the map pack"],
        ["Organic visits and enquiries", "Google Analytics and Search Console", "Up quarter on quarter"],
        ["Review count and average rating", "Business Profile", "4.5 or higher, new reviews every week"],
      ],
    },
    {
      kind: "note",
      text: "Local rankings depend on relevance, distance and prominence. You control relevance and prominence; keep the profile complete and active, and the results follow over three to six months.",
    },
  ],
};

export const websiteLaunchChecklist: Guide = {
  title: "Website Launch Checklist",
  subtitle: "Performance, accessibility, SEO and security checks before go-live, and what to watch in the first month.",
  blocks: [
    { kind: "heading", text: "Content" },
    {
      kind: "checklist",
      items: [
        "Every page proofread; no placeholder text or sample images left.",
        "Contact details, prices and GST notes correct and the same on every page.",
        "Privacy policy, terms and refund policy published and linked in the footer.",
        "Forms send to the right inbox and show a clear success message; test each one.",
        "404 page helpful, with links back to the main sections.",
      ],
    },
    { kind: "heading", text: "Performance" },
    {
      kind: "checklist",
      items: [
        "PageSpeed Insights on mobile: Largest Contentful Paint under 2.5 s, Interaction to Next Paint under 200 ms, Cumulative Layout Shift under 0.1.",
        "Images in WebP or AVIF, sized for their slot, lazy-loaded below the fold.",
        "Fonts self-hosted or preloaded; no more than two families.",
        "Caching headers and a CDN in front of static files.",
        "Tested on a mid-range Android phone over a 4G connection, not only on office Wi-Fi.",
      ],
    },
    { kind: "heading", text: "Accessibility" },
    {
      kind: "checklist",
      items: [
        "Every page usable with the keyboard alone; visible focus outlines.",
        "Text contrast at least 4.5:1 (WCAG 2.2 AA), in light and dark themes.",
        "Images have alt text; decorative ones have empty alt.",
        "Form fields have labels and errors say how to fix them.",
        "Headings in order, one H1 per page; the page language set.",
        "Automated check (axe or Lighthouse) with no serious issues, then a manual screen-reader pass.",
      ],
    },
    { kind: "heading", text: "SEO" },
    {
      kind: "checklist",
      items: [
        "Unique title and meta description on every page.",
        "Canonical URLs; www and non-www, http and https redirect to one address.",
        "XML sitemap submitted in Google Search Console and Bing Webmaster Tools.",
        "robots.txt allows the live site (staging rules removed!).",
        "301 redirects from every old URL that had traffic or links.",
        "Structured data for the business, products or articles validated with the Rich Results Test.",
        "Open Graph image and title for sharing on WhatsApp and social media.",
      ],
    },
    { kind: "heading", text: "Security and privacy" },
    {
      kind: "checklist",
      items: [
        "HTTPS everywhere with HSTS; certificate auto-renews.",
        "Admin areas behind strong passwords and two-factor sign-in; default accounts removed.",
        "CMS, plugins and dependencies up to date; unused ones deleted.",
        "Forms protected against spam (rate limits or a privacy-friendly challenge).",
        "Security headers set (Content-Security-Policy, X-Content-Type-Options, Referrer-Policy).",
        "Cookie consent where analytics or ads cookies are used; personal data handled as the DPDP Act 2023 requires.",
        "Daily off-site backups, and one restore tested before launch.",
      ],
    },
    { kind: "heading", text: "Analytics and tracking" },
    {
      kind: "checklist",
      items: [
        "Analytics installed once (no double counting) and filtering internal traffic.",
        "Conversions set up: form submissions, calls, WhatsApp clicks, purchases.",
        "Ad pixels only where consent allows; test events in each platform's debugger.",
      ],
    },
    { kind: "heading", text: "Launch day" },
    {
      kind: "checklist",
      items: [
        "Lower DNS TTL a day ahead; switch DNS in a quiet hour, not on a Friday evening.",
        "Check the live site on phone and desktop, every form again, and the payment flow with a real small payment.",
        "Uptime monitoring and error alerts switched on.",
        "Announce the launch to customers by e-mail, WhatsApp and social media.",
      ],
    },
    { kind: "heading", text: "Post-launch monitoring plan" },
    {
      kind: "table",
      columns: ["When", "Check"],
      widths: [22, 78],
      rows: [
        ["Day 1-3", "Uptime, server errors, form deliveries, 404s in Search Console and analytics"],
        ["Week 1", "Core Web Vitals field data, crawl errors, redirects working, first enquiries received"],
        ["Week 2-4", "Rankings and organic traffic against the old site; fix pages that lost traffic"],
        ["Monthly", "Updates and backups, broken links, conversion rate, content refresh plan"],
      ],
    },
  ],
};

export const brandGuide: Guide = {
  title: "Brand Identity Starter Guide",
  subtitle: "Logo use, colours, typography and tone of voice, so every channel looks and sounds like one brand.",
  blocks: [
    { kind: "heading", text: "Why write it down" },
    {
      kind: "paragraph",
      text: "A brand is the sum of small decisions: which logo file the printer used, which green the new designer picked, how the WhatsApp reply sounded. A two-page guide that everyone follows beats a perfect logo used inconsistently. Fill in each section below and share it with your team, agency and vendors.",
    },
    { kind: "heading", text: "1. Brand foundations" },
    {
      kind: "table",
      columns: ["Question", "Your answer"],
      widths: [40, 60],
      rows: [
        ["What do we do, for whom, in one sentence?", ""],
        ["Why should a customer choose us over the shop next door?", ""],
        ["Three words we want customers to use about us", ""],
        ["Three words we never want to be described with", ""],
      ],
    },
    { kind: "heading", text: "2. Logo" },
    {
      kind: "bullets",
      items: [
        "Keep a master set: full-colour, one-colour dark, one-colour white; horizontal and stacked versions; a square icon for social profiles and favicons.",
        "Formats: SVG or PDF for print and web, PNG with a transparent background for documents, never a screenshot.",
        "Clear space around the logo of at least the height of one letter of the name.",
        "Minimum size: 24 mm wide in print, 120 px on screen; use the icon below that.",
        "Do not stretch, recolour, add shadows, or place the logo on busy photos without a plain panel.",
      ],
    },
    { kind: "heading", text: "3. Colour palette" },
    {
      kind: "paragraph",
      text: "Choose one primary colour, one accent and three neutrals. Write down the HEX (screens), RGB and CMYK (print) values, and check text contrast: body text needs at least 4.5:1 against its background. An example palette:",
    },
    {
      kind: "swatches",
      colours: [
        { name: "Primary", hex: "#4338ca", use: "Buttons, links" },
        { name: "Accent", hex: "#f59e0b", use: "Highlights" },
        { name: "Ink", hex: "#0f172a", use: "Body text" },
        { name: "Stone", hex: "#64748b", use: "Captions" },
        { name: "Paper", hex: "#f8fafc", use: "Backgrounds" },
      ],
    },
    { kind: "heading", text: "4. Typography" },
    {
      kind: "bullets",
      items: [
        "Two families at most: one for headings, one for text. A free, widely available pair (for example Poppins or Montserrat with Inter or Noto Sans) works on web, print and social tools.",
        "If you publish in Hindi, Telugu, Tamil or other scripts, pick a family with matching Indic versions, such as Noto Sans and its Devanagari, Telugu and Tamil companions, or Mukta.",
        "Set sizes once: headings, subheadings, body (16 px on the web), captions.",
        "Left-align body text; avoid all-caps for more than a few words.",
      ],
    },
    { kind: "heading", text: "5. Photography and graphics" },
    {
      kind: "bullets",
      items: [
        "Real people, places and products over stock photos; natural light; the same colour treatment each time.",
        "Templates for the post types you repeat (offers, quotes, tips, festival greetings) so anyone on the team can make them.",
        "Festival creatives: keep the logo, colours and type; change only the motif.",
      ],
    },
    { kind: "heading", text: "6. Tone of voice" },
    {
      kind: "table",
      columns: ["We are", "We are not", "Example"],
      widths: [22, 22, 56],
      rows: [
        ["Warm", "Over-familiar", '"Thanks for visiting us today! Your order will be ready by 6 pm."'],
        ["Clear", "Full of jargon", '"We fix leaking taps the same day" rather than "end-to-end plumbing solutions".'],
        ["Confident", "Pushy", '"Book a free consultation" rather than "Hurry! Last chance!!!"'],
        ["Local", "Generic", "Mention the neighbourhood, the festival, the cricket match everyone watched."],
      ],
    },
    { kind: "heading", text: "7. Checklist for every new asset" },
    {
      kind: "checklist",
      items: [
        "The right logo version, with clear space.",
        "Colours from the palette only; text contrast checked.",
        "Brand fonts and sizes.",
        'Tone of voice: would a customer say "that sounds like them"?',
        "Contact details and links current.",
      ],
    },
  ],
};
