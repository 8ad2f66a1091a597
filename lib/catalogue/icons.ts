/**
 * The icons the catalogue may name. Components map each name to a Lucide
 * icon (components/ui/icon.tsx), so data stays free of React; adding a name
 * here fails the type check until the map has it too.
 */
export const iconNames = [
  "megaphone", "camera", "film", "trending-up", "code", "users", "award", "star", "heart",
  "lightbulb", "shield-check", "target", "rocket", "clock", "check-circle", "bar-chart",
  "briefcase", "globe", "mail", "phone", "message-circle", "map-pin", "palette", "zap",
  "search", "file-text", "building", "graduation-cap", "stethoscope", "shopping-bag", "home",
  "handshake", "sparkles", "layers", "mic", "sun", "headphones", "video", "pen-tool", "wrench",
  "credit-card", "landmark", "smartphone", "dollar-sign", "book-open", "download", "trophy",
  "thumbs-up", "calendar", "settings", "play", "share",
] as const;

export type IconName = (typeof iconNames)[number];
