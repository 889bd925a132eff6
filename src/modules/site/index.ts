// site: the public website's shell (header, footer, language switch, page hero and metadata) and
// the site languages. Its pieces are in public/; what other modules may use here: the languages'
// input shape.
export type { SiteLanguagesInput } from "./validation";
