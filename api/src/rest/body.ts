import type { Keyed } from "@kaamsetu/shared/error-messages";
import Type, { type Static, type TObject, type TSchema } from "typebox";
import { type FieldError, fieldFailure, ValidationError } from "../errors.js";
import {
  bodyBoolean,
  bodyEnum,
  bodyEnumList,
  bodyField,
  bodyList,
  bodyNumber,
  bodyString,
  type JsonSchema,
} from "./route.js";

// A JSON request body is written once, as TypeBox: each field's schema, which the OpenAPI
// document publishes (and Static types), carries how the field's JSON value becomes the value of
// the GraphQL input the route feeds. From the one definition come the published schema, the
// body's type and the parse; body.test.ts checks each against its GraphQL input type.

const READ = Symbol("how the field is read");

/** A field's value for the GraphQL input, or the field's failure. */
export type Read = { value: unknown } | { error: FieldError };
export type Reader = (value: unknown, name: string) => Read;

/** A field's published schema, and how its JSON value is read. */
export type BodyField<S extends TSchema = TSchema> = S & { readonly [READ]: Reader };

export const reads = <S extends TSchema>(schema: S, read: Reader): BodyField<S> =>
  Object.assign(schema, { [READ]: read });

/** The value as it is. */
export const asIs: Reader = (value) => ({ value });

/**
 * A reader from a body*() function of route.ts: never a failure of its own, a value of the wrong
 * kind becomes null and the service's message for the field answers it.
 */
export const lenient =
  (read: (body: unknown, name: string) => unknown): Reader =>
  (value, name) => ({ value: read({ [name]: value }, name) });

export const asString = lenient(bodyString);
export const asNumber = lenient(bodyNumber);
export const asList = lenient(bodyList);
export const asBoolean = lenient(bodyBoolean);
export const asEnum = (values: readonly string[]) =>
  lenient((body, name) => bodyEnum(body, name, values));
export const asEnumList = (values: readonly string[]) =>
  lenient((body, name) => bodyEnumList(body, name, values));

/** `read`, a failure with this reason where it makes null (a value the operation needs). */
export const needed =
  (read: Reader, ...keyed: Keyed): Reader =>
  (value, name) => {
    const made = read(value, name);
    return "value" in made && made.value === null ? { error: fieldFailure(name, ...keyed) } : made;
  };

/** `read`, with `fallback` where it makes null (a required text the service calls empty). */
export const orElse =
  (read: Reader, fallback: unknown): Reader =>
  (value, name) => {
    const made = read(value, name);
    return "value" in made && made.value === null ? { value: fallback } : made;
  };

export type BodyFields = Record<string, BodyField>;

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

export interface Body<F extends BodyFields = BodyFields> {
  /** The request body's JSON Schema, as the OpenAPI document publishes it. */
  schema: TObject;
  fields: F;
  /**
   * What the parse makes, checked in body.test.ts: a GraphQL input type ("JobInput"), or the
   * arguments of a root field ("Mutation.setJobStatus") beside those the path gives.
   */
  input: string;
  /**
   * The GraphQL input (camelCase keys) of the body's fields; every failure at once, as the
   * fields' 422. `leftOut: "null"` gives a field left out the value its reader makes of nothing
   * (a whole replacement: the job form); "skip" leaves it out (fields left out stay as they are).
   */
  parse(body: unknown): Record<string, unknown>;
}

/** The JSON type a Body's schema describes. */
export type BodyJson<B extends Body> = Static<B["schema"]>;

const bodies = new WeakMap<object, Body>();

/** The Body whose published schema `schema` is, if it is one (body.test.ts). */
export const bodyOf = (schema: JsonSchema | TSchema | undefined): Body | undefined =>
  schema ? bodies.get(schema) : undefined;

export function body<F extends BodyFields>(
  fields: F,
  options: { input: string; required?: readonly (keyof F & string)[]; leftOut?: "skip" | "null" },
): Body<F> {
  const required = new Set<string>(options.required ?? []);
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      required.has(name) ? field : Type.Optional(field),
    ]),
  );
  const schema = Type.Object(properties);
  const made: Body<F> = {
    schema,
    fields,
    input: options.input,
    parse(json) {
      const input: Record<string, unknown> = {};
      const errors: FieldError[] = [];
      for (const [name, field] of Object.entries(fields)) {
        const value = bodyField(json, name);
        if (value === undefined && options.leftOut !== "null") continue;
        const read = field[READ](value, name);
        if ("error" in read) errors.push(read.error);
        else input[camelCase(name)] = read.value;
      }
      if (errors.length > 0) throw new ValidationError(errors);
      return input;
    },
  };
  bodies.set(schema, made as unknown as Body);
  return made;
}
