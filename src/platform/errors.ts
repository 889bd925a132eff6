/** The product's error type. */
export type Severity = "low" | "medium" | "high" | "critical";

export class AppError extends Error {
  readonly code: string;
  readonly details?: unknown;
  readonly severity: Severity;
  readonly status: number;

  constructor(
    message: string,
    options: {
      code: string;
      details?: unknown;
      severity?: Severity;
      status?: number;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = options.code;
    this.details = options.details;
    this.severity = options.severity ?? "low";
    this.status = options.status ?? 500;
  }

  toJSON() {
    return {
      message: this.message,
      code: this.code,
      details: this.details,
      severity: this.severity,
    };
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
