// What start-up and other modules may use from WhatsApp on the server.
export { whatsappForLeads } from "./lead-messaging";
export { inboxJob, inboxSweepJob } from "./inbox/worker";
export { nudgeOutbox, outboxJob } from "./outbox/worker";
export { CODE_REMOVED } from "./outbox/redact";
export { queueMessages, type OutboxMessage } from "./outbox/queue";
export { announceNotice, startConversationListener } from "./live";
export { noticeRoute, windowOpen, type NoticeRoute } from "./notices";
export { waNumber } from "./opt-out";
export { codeBudgetLeft } from "./code-budget";
export { approvedTemplate, numberOptedOut, whatsappActive, wroteSince } from "./channel-reads";
export { sealText } from "./outbox/sealed";
export { lateRepliesJob } from "./reply-time/late";
export { replyClocksFor } from "./reply-time/clocks";
export { setQuoteLinkSource } from "./saved-replies";
