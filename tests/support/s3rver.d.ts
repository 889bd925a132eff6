// s3rver ships no types; only what the tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
