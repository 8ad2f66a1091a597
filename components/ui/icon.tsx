import {
  Award, BarChart3, BookOpen, Briefcase, Building2, Calendar, Camera, CheckCircle2, Clock, Code2,
  CreditCard, DollarSign, Download, FileText, Film, Globe, GraduationCap, Handshake,
  Headphones, Heart, Home, Landmark, Layers, Lightbulb, Mail, MapPin, Megaphone,
  MessageCircle, Mic, Palette, PenTool, Phone, Rocket, Search, Settings, ShieldCheck, ShoppingBag,
  Smartphone, Sparkles, Star, Stethoscope, Sun, Target, ThumbsUp, TrendingUp, Trophy, Users,
  Video, Wrench, Zap, Play, Share2, type IconNode,
} from "lucide";
import type { SVGProps } from "react";
import { SvgIcon } from "./svg-icon";
import type { IconName } from "@/lib/catalogue/icons";

const icons: Record<IconName, IconNode> = {
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
};

/** A catalogue icon by name; decorative unless given an aria-label. */
export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return <SvgIcon icon={icons[name]} {...props} />;
}
