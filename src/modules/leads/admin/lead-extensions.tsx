"use client";
import { createContext, useContext, type ReactNode } from "react";

/**
 * What another module adds to the leads screen without leads knowing it (the whatsapp module
 * adds its conversation, its settings and the held messages): leads render these slots.
 */
export type LeadExtensions = {
  /** A screen the list opens: its button's label and the screen, given a way back. */
  settings?: { label: string; render: (onBack: () => void) => ReactNode };
  /** Shown above the list. */
  notice?: ReactNode;
  /** Shown in a lead's dialog, under its status. */
  leadPanel?: (leadId: string) => ReactNode;
};

const LeadExtensionsContext = createContext<LeadExtensions>({});
export const LeadExtensionsProvider = LeadExtensionsContext.Provider;
export const useLeadExtensions = () => useContext(LeadExtensionsContext);
