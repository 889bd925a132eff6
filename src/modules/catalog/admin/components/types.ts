import type { ApiResult } from "@/platform/http/json-of";
import type {
  getGameAdmin,
  listCategories,
  listDimensions,
  listFaqs,
  listGamesAdmin,
  listMedia,
} from "../../server/queries";

// What the admin endpoints answer: the server functions' rows as JSON (server/queries.ts).
export type AdminGame = ApiResult<typeof listGamesAdmin>[number];
export type AdminGameDetail = ApiResult<typeof getGameAdmin>;
export type Category = ApiResult<typeof listCategories>[number];
export type Media = ApiResult<typeof listMedia>[number];
export type Dimension = ApiResult<typeof listDimensions>[number];
export type Faq = ApiResult<typeof listFaqs>[number];
