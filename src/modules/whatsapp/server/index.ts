// What start-up and other modules may use from WhatsApp on the server.
export { whatsappForLeads } from "./lead-messaging";
export { startInboxWorker } from "./inbox/worker";
export { nudgeOutbox, startOutboxWorker } from "./outbox/worker";
export { CODE_REMOVED } from "./outbox/redact";
export { announceNotice, startConversationListener } from "./live";
export { noticeRoute, type NoticeRoute } from "./notices";
export { waNumber } from "./opt-out";
