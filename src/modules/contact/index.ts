// contact: the contact page's settings (address, map, channels) and the messages visitors send.
// What other modules may use: the settings' input shape.
export type { ContactSettingsInput } from "./validation";
