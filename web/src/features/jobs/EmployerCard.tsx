import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { EmployerCard_employer$key } from "../../__generated__/EmployerCard_employer.graphql";
import { Avatar } from "../../components/Avatar";
import { LockIcon, MapPinIcon } from "../../components/icons";
import { VerifiedIcon } from "../../components/VerifiedIcon";
import { jobPath, signInPath } from "../../lib/job-paths";
import { pictureAtSize } from "../../lib/picture";
import { formatPlace, placeName } from "../../lib/place";
import { useSession } from "../../session/session";
import { Reputation } from "./Reputation";

/**
 * Who is hiring. The exact address and contact details are for signed-in users only: the
 * server leaves them out for visitors, and this card asks visitors to sign in in their place.
 */
export function EmployerCard({
  employer: employerKey,
  jobId,
}: {
  employer: EmployerCard_employer$key;
  jobId: string;
}) {
  const { t } = useTranslation("job");
  const session = useSession();
  const employer = useFragment(
    graphql`
      fragment EmployerCard_employer on Employer {
        companyName
        businessType
        industry
        profilePicture
        city
        state
        isVerified
        address
        ...Reputation_employer
      }
    `,
    employerKey,
  );
  const businessType = employer.businessType
    ? t(`employer.businessType.${employer.businessType}`, { defaultValue: "" })
    : "";
  const place =
    employer.city && employer.state
      ? formatPlace(t, employer.city, employer.state)
      : placeName(t, employer.city ?? employer.state ?? "");
  return (
    <section className="employer-card card" aria-labelledby="employer-card-title">
      <h2 id="employer-card-title" className="employer-card__heading">
        {t("employer.heading")}
      </h2>
      <div className="employer-card__who">
        {/* The 96 px logo; initials when there is none or it does not load. */}
        <Avatar
          name={employer.companyName ?? ""}
          src={pictureAtSize(employer.profilePicture, 96)}
          size={48}
        />
        <div>
          <p className="employer-card__name">{employer.companyName}</p>
          <p
            className={
              employer.isVerified ? "employer-card__verified" : "employer-card__unverified"
            }
          >
            {employer.isVerified ? <VerifiedIcon size={16} /> : null}
            {t(employer.isVerified ? "employer.verified" : "employer.notVerified")}
          </p>
        </div>
      </div>
      <Reputation employer={employer} />
      {businessType || employer.industry || place ? (
        <p className="employer-card__meta">
          {[businessType, employer.industry, place ? t("employer.based", { place }) : ""]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {session.status === "anonymous" ? (
        <div className="employer-card__signin">
          <LockIcon size={20} />
          <p>{t("employer.signInPrompt")}</p>
          <Link to={signInPath(jobPath(jobId))} className="button button--ghost">
            {t("employer.signIn")}
          </Link>
        </div>
      ) : employer.address ? (
        <div className="employer-card__address">
          <MapPinIcon size={18} />
          <div>
            <h3>{t("employer.address")}</h3>
            <p>{employer.address}</p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
