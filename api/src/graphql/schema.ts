import { builder } from "./builder.js";
import "./types/scalars.js";
import "./types/error.js";
import "./types/enums.js";
import "./types/account.js";
import "./types/job.js";
import "./types/job-posting.js";
import "./types/application.js";
import "./types/search.js";
import "./types/testimonial.js";
import "./types/notification.js";
import "./types/file.js";

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const schema = builder.toSchema();
