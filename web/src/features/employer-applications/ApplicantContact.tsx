import { useTranslation } from "react-i18next";
import { graphql, useFragment, useMutation } from "react-relay";
import type { ApplicantContact_application$key } from "../../__generated__/ApplicantContact_application.graphql";
import type { ApplicantContactRecordMutation } from "../../__generated__/ApplicantContactRecordMutation.graphql";
import { type ContactMethod, contactLinks } from "./contact-links";
import { ResumeButton } from "./ResumeButton";

const recordContactMutation = graphql`
  mutation ApplicantContactRecordMutation($id: ID!, $method: ContactMethod!) {
    recordApplicationContact(id: $id, method: $method) {
      __typename
      ... on RecordApplicationContactPayload {
        application {
          id
          contactStatus
          contactMethod
          contactedAt
        }
      }
    }
  }
`;

const LINK_TEXT = { PHONE: "card.call", WHATSAPP: "card.whatsapp", EMAIL: "card.email" } as const;

/**
 * The ways to reach an applicant: a call, WhatsApp and e-mail where they take them, and their
 * resume. A link opens at once; the contact is recorded on the side (a failure there blocks no
 * call).
 */
export function ApplicantContact({
  application: applicationKey,
  name,
}: {
  application: ApplicantContact_application$key;
  name: string;
}) {
  const { t } = useTranslation("employerApplications");
  const application = useFragment(
    graphql`
      fragment ApplicantContact_application on Application {
        id
        hasResume
        applicant {
          phoneNumber
          email
          acceptsCalls
          acceptsWhatsapp
        }
      }
    `,
    applicationKey,
  );
  const [recordContact] = useMutation<ApplicantContactRecordMutation>(recordContactMutation);
  const links = contactLinks(application.applicant);
  if (links.length === 0 && !application.hasResume) return null;

  const record = (method: ContactMethod) =>
    recordContact({ variables: { id: application.id, method }, onError: () => undefined });

  return (
    <fieldset className="card-actions applicant__actions">
      <legend className="visually-hidden">{t("card.contactActions", { name })}</legend>
      {links.map((link) => (
        <a
          key={link.method}
          href={link.href}
          className="button button--ghost"
          {...(link.method === "WHATSAPP" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          onClick={() => record(link.method)}
        >
          {t(LINK_TEXT[link.method])}
        </a>
      ))}
      {application.hasResume ? <ResumeButton applicationId={application.id} name={name} /> : null}
    </fieldset>
  );
}
