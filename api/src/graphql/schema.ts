import { builder } from "./builder.js";
import "./types/scalars.js";
import "./types/error.js";
import "./types/enums.js";
import "./types/job.js";
import "./types/search.js";

builder.queryType({});

export const schema = builder.toSchema();
