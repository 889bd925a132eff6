"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

type SchemaFormOptions<S extends z.ZodType<FieldValues, FieldValues>, C> = Omit<
  UseFormProps<z.input<S>, C, z.output<S>>,
  "resolver"
> & {
  /**
   * Wraps the schema's resolver for a form whose fields are not the schema's shape one to one
   * (blank rows left out before the check, a rule that depends on the form's context). The
   * rules and messages stay the schema's.
   */
  adaptResolver?: (
    resolver: Resolver<z.input<S>, C, z.output<S>>,
  ) => Resolver<z.input<S>, C, z.output<S>>;
};

/**
 * A react-hook-form form checked by the module's zod schema: the one the API handler parses, so
 * the browser and the server share every rule and message. Submit receives the parsed output;
 * on a failed check the first invalid field gets the focus (react-hook-form's default).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>, C = unknown>(
  schema: S,
  { adaptResolver, ...options }: SchemaFormOptions<S, C>,
) {
  const resolver = zodResolver(schema) as Resolver<z.input<S>, C, z.output<S>>;
  return useForm<z.input<S>, C, z.output<S>>({
    ...options,
    resolver: adaptResolver ? adaptResolver(resolver) : resolver,
  });
}
