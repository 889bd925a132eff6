import "server-only";
import { config } from "@/platform/config";

export const quotePageUrl = (token: string) => `${config().siteUrl}/q/${token}`;
export const quotePdfUrl = (token: string) => `${quotePageUrl(token)}/pdf`;
