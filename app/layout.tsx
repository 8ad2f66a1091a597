import type { Metadata } from "next";
import type { ReactNode } from "react";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Digital Media Agency, Hyderabad", template: "%s | Digital Media Agency" },
  description:
    "Social media marketing, equipment rentals, video editing, digital marketing and web development from Hyderabad.",
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
