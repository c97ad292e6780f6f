import { GraphQLError, Kind, valueFromASTUntyped } from "graphql";
import { builder } from "../builder.js";

builder.scalarType("DateTime", {
  description: "An ISO-8601 instant, e.g. 2026-11-22T10:30:00.000Z",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("Invalid DateTime");
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("Invalid DateTime");
    return date;
  },
});

builder.scalarType("JSON", {
  description:
    "Any JSON value; the platform settings' values (a whole number or true/false by setting) and their changes, an object of setting key to value, checked by the service per key.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
