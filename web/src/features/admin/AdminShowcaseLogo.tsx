import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  AdminShowcaseLogo_logo$key,
  LogoKind,
} from "../../__generated__/AdminShowcaseLogo_logo.graphql";
import type {
  AdminShowcaseLogoSaveMutation,
  ContentStatus,
} from "../../__generated__/AdminShowcaseLogoSaveMutation.graphql";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import {
  type FormText,
  type ShowcasePart,
  ShowcaseRowEnd,
  ShowcaseStatusFields,
} from "./AdminShowcase";
import { ContentPictureField } from "./ContentPictureField";
import { addToRootList } from "./root-list";

// The landing page's logo grids (clients and partners) as a part of the showcase editor: a
// name, a picture of this site and a link (https only, the server checks).

const LOGO_KINDS: readonly LogoKind[] = ["CLIENT", "PARTNER"];

const logoFragment = graphql`
  fragment AdminShowcaseLogo_logo on PartnerLogo {
    kind
    name
    logoUrl
    linkUrl
    status
    position
  }
`;

const saveMutation = graphql`
  mutation AdminShowcaseLogoSaveMutation($id: ID, $input: PartnerLogoInput!) {
    savePartnerLogo(id: $id, input: $input) {
      __typename
      ... on SavePartnerLogoPayload {
        logo {
          id
          ...AdminShowcaseLogo_logo
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type Item = { readonly id: string } & AdminShowcaseLogo_logo$key;

function Row({ item, onEdit }: { item: Item; onEdit?: () => void }) {
  const { t } = useTranslation("admin");
  const row = useFragment(logoFragment, item);
  return (
    <tr>
      <td>{row.name}</td>
      <td>{t(`content.showcase.logoKinds.${row.kind}`)}</td>
      <td>
        <img src={row.logoUrl} alt="" width={100} height={36} loading="lazy" />
      </td>
      <ShowcaseRowEnd status={row.status} position={row.position} name={row.name} onEdit={onEdit} />
    </tr>
  );
}

function Fields({ item }: { item: Item | null; language: string }) {
  const { t } = useTranslation("admin");
  const current = useFragment(logoFragment, item);
  return (
    <>
      <h2>
        {current
          ? t("content.showcase.editing", { name: current.name })
          : t("content.showcase.newLogo")}
      </h2>
      <label htmlFor="logo-kind">{t("content.showcase.fields.kind")}</label>
      <select id="logo-kind" name="kind" defaultValue={current?.kind ?? "PARTNER"}>
        {LOGO_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`content.showcase.logoKinds.${kind}`)}
          </option>
        ))}
      </select>
      <label htmlFor="logo-name">{t("content.showcase.fields.name")}</label>
      <input id="logo-name" name="name" defaultValue={current?.name ?? ""} required />
      <ContentPictureField
        id="logo-url"
        name="logoUrl"
        label={t("content.showcase.fields.logoUrl")}
        purpose="partner_logo"
        defaultValue={current?.logoUrl}
        required
      />
      <label htmlFor="logo-link">{t("content.showcase.fields.linkUrl")}</label>
      <input
        id="logo-link"
        name="linkUrl"
        type="url"
        placeholder="https://"
        defaultValue={current?.linkUrl ?? ""}
      />
      <ShowcaseStatusFields prefix="logo" status={current?.status} position={current?.position} />
    </>
  );
}

function useSave() {
  const [commit, saving] = useMutationPromise<AdminShowcaseLogoSaveMutation>(saveMutation);
  const save = (id: string | null, text: FormText) => {
    const input = {
      kind: text("kind") as LogoKind,
      name: text("name"),
      logoUrl: text("logoUrl").trim(),
      linkUrl: text("linkUrl").trim() || null,
      status: text("status") as ContentStatus,
      position: Number(text("position") || 0),
    };
    return commit(
      { id, input },
      {
        // A new logo joins the list on screen.
        updater: (store) => {
          if (id) return;
          const saved = store.getRootField("savePartnerLogo")?.getLinkedRecord("logo");
          addToRootList(store, saved, "adminPartnerLogos");
        },
      },
    ).then((answer) => answer.savePartnerLogo);
  };
  return [save, saving] as const;
}

export const LOGOS: ShowcasePart<Item> = {
  newLabel: "content.showcase.newLogo",
  headers: [
    "content.showcase.fields.name",
    "content.showcase.fields.kind",
    "content.showcase.fields.logoUrl",
  ],
  Row,
  Fields,
  useSave,
};
