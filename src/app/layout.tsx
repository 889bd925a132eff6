import type { Metadata } from "next";
import "@fontsource-variable/inter";
import "./globals.css";
import { SITE_NAME } from "@/platform/site";

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: "Premium arcade game machines for entertainment venues: racing, shooting, sports, redemption and rhythm games.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
