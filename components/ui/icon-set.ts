import {
  AlertTriangle, ArrowDown, ArrowUp, Award, BarChart3, BookOpen, Briefcase, Building2, Calendar,
  Camera, Check, CheckCircle2, ChevronDown, ChevronLeft, ChevronRight, Clock, Code2, CreditCard,
  DollarSign, Download, FileDown, FileText, Film, Globe, GraduationCap, Handshake, Headphones,
  Heart, Home, Landmark, Layers, Lightbulb, Loader2, LogOut, Mail, MapPin, Megaphone, Menu,
  MessageCircle, MessageSquare, Mic, Moon, Palette, PenTool, Phone, PhoneCall, Play, RefreshCw,
  Rocket, Search, Settings, Share2, ShieldCheck, ShoppingBag, Smartphone, Sparkles, Star,
  Stethoscope, Sun, Target, ThumbsUp, Trash2, TrendingUp, Trophy, Users, Video, Wrench, X, Zap,
  type IconNode,
} from "lucide";
import type { IconName as CatalogueIconName } from "@/lib/catalogue/icons";

/**
 * Every icon the site draws, by the name components give <Icon> (Lucide's
 * drawings). Only the sprite's generator reads the drawings
 * (scripts/generate-icon-sprite.ts); components import the names' type alone,
 * so no path data reaches a page's JavaScript. Adding one: add it here, then
 * `npm run icons:generate`.
 */
export const iconSet = {
  // The names the catalogue's data may use (lib/catalogue/icons.ts).
  megaphone: Megaphone, camera: Camera, film: Film, "trending-up": TrendingUp, code: Code2,
  users: Users, award: Award, star: Star, heart: Heart, lightbulb: Lightbulb,
  "shield-check": ShieldCheck, target: Target, rocket: Rocket, clock: Clock,
  "check-circle": CheckCircle2, "bar-chart": BarChart3, briefcase: Briefcase, globe: Globe,
  mail: Mail, phone: Phone, "message-circle": MessageCircle, "map-pin": MapPin, palette: Palette,
  zap: Zap, search: Search, "file-text": FileText, building: Building2,
  "graduation-cap": GraduationCap, stethoscope: Stethoscope, "shopping-bag": ShoppingBag,
  home: Home, handshake: Handshake, sparkles: Sparkles, layers: Layers, mic: Mic, sun: Sun,
  headphones: Headphones, video: Video, "pen-tool": PenTool, wrench: Wrench,
  "credit-card": CreditCard, landmark: Landmark, smartphone: Smartphone,
  "dollar-sign": DollarSign, "book-open": BookOpen, download: Download, trophy: Trophy,
  "thumbs-up": ThumbsUp, calendar: Calendar, settings: Settings, play: Play, share: Share2,
  // The shell's, the forms' and the admin's.
  "alert-triangle": AlertTriangle, "arrow-down": ArrowDown, "arrow-up": ArrowUp, check: Check,
  "chevron-down": ChevronDown, "chevron-left": ChevronLeft, "chevron-right": ChevronRight,
  "file-down": FileDown, loader: Loader2, "log-out": LogOut, menu: Menu,
  "message-square": MessageSquare, moon: Moon, "phone-call": PhoneCall, "refresh-cw": RefreshCw,
  trash: Trash2, x: X,
} satisfies Record<CatalogueIconName, IconNode> & Record<string, IconNode>;

export type IconName = keyof typeof iconSet;
