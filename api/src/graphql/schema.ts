import { builder } from "./builder.js";
import "./types/scalars.js";
import "./types/error.js";
import "./types/enums.js";
import "./types/user-profiles.js";
import "./types/user.js";
import "./types/sign-in.js";
import "./types/registration.js";
import "./types/language.js";
import "./types/profile-entry.js";
import "./types/profile.js";
import "./types/job.js";
import "./types/job-posting.js";
import "./types/job-translation.js";
import "./types/applicant.js";
import "./types/application.js";
import "./types/worker-applications.js";
import "./types/employer-applications.js";
import "./types/saved-job.js";
import "./types/search.js";
import "./types/testimonial.js";
import "./types/notification.js";
import "./types/file.js";
import "./types/document.js";
import "./types/rating.js";
import "./types/work-check.js";
import "./types/admin.js";
import "./types/admin-user.js";
import "./types/admin-user-record.js";
import "./types/admin-job.js";
import "./types/admin-application.js";
import "./types/admin-audit.js";
import "./types/admin-analytics.js";
import "./types/admin-dashboard.js";
import "./types/admin-system.js";
import "./types/admin-settings.js";
import "./types/public-settings.js";
import "./types/recommendation.js";
import "./types/saved-search.js";
import "./types/api-key.js";
import "./types/employer-analytics.js";
import "./types/job-report.js";
import "./types/moderation-queue.js";
import "./types/content.js";
import "./types/content-languages.js";
import "./types/contact.js";

// Who may call a root field is decided on every one (auth-decisions.test.ts checks it). Changing
// data or listening for it takes a signed-in user unless the field opts out with
// `skipTypeScopes` and says `authScopes: { public: true }`; reading is public by default (job
// browsing needs no account), so each Query field states its own scopes.
builder.queryType({});
builder.mutationType({ authScopes: { signedIn: true } });
builder.subscriptionType({ authScopes: { signedIn: true } });

export const schema = builder.toSchema();
