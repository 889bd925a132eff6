// whatsapp: the WhatsApp Cloud API channel for leads: settings, templates, the outbox of template
// messages and replies, the webhook inbox, conversations, opt-outs and surge holds. It depends on
// leads (its tables reference leads; it fills leads' messaging hook and screen slots); leads never
// import it. What other modules and the browser may use: the settings' input shape.
export type { WhatsappSettingsInput } from "./validation";
