// What the back office's pages may use from the WhatsApp sales inbox.
export { InboxBadge } from "./components/inbox/inbox-badge";
export { InboxScreen } from "./components/inbox/inbox-screen";
export { RoutingSetup } from "./components/inbox/routing-setup";
