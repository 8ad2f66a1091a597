import type { NextConfig } from "next";

/**
 * Sent with every response: pages, route handlers, files and error pages. The
 * Content-Security-Policy is added per page by proxy.ts (it depends on the
 * running server's settings).
 */
const securityHeaders = [
  // Two years, subdomains too; browsers honour it over https only.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Nothing here uses the camera, microphone or location; Razorpay's frame may take payments.
  {
    key: "Permissions-Policy",
    value: 'camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(self "https://api.razorpay.com")',
  },
  // For browsers without CSP frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  reactStrictMode: true,
  // The dev server refuses its hot-reload socket to hosts other than localhost;
  // tests and screenshots reach it as 127.0.0.1.
  allowedDevOrigins: ["127.0.0.1"],
  // Blog images come from Sanity's image CDN (lib/cms/image.ts).
  images: { remotePatterns: [{ protocol: "https", hostname: "cdn.sanity.io", pathname: "/images/**" }] },
};

export default nextConfig;
