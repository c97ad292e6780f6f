import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { AdminUserActions_user$key } from "../../__generated__/AdminUserActions_user.graphql";
import { useAdminMay } from "./admin-access";
import { type ModerationAction, ModerationActions } from "./ModerationActions";
import { useUserMutations } from "./user-mutations";

/**
 * The decisions on one account the server lets this admin take: verify, block (a reason, ending
 * sessions and unlisting jobs), unblock, sign out everywhere, delete; each confirmation names
 * what it will do from the server's counts (User.actionImpact).
 */
export function AdminUserActions({ user }: { user: AdminUserActions_user$key }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const may = useAdminMay();
  const account = useFragment(
    graphql`
      fragment AdminUserActions_user on User {
        id
        firstName
        lastName
        accountState
        isVerified
        erasedAt
        actionImpact {
          activeJobs
          jobs
          openSessions
          applicationsInProgress
        }
      }
    `,
    user,
  );
  const mutate = useUserMutations();
  if (account.erasedAt) return null;
  const name = `${account.firstName} ${account.lastName}`.trim();
  const { activeJobs, jobs, openSessions, applicationsInProgress } = account.actionImpact;
  const counted = (key: string, count: number) =>
    count > 0 ? [t(`safeActions.${key}`, { count })] : [];
  const says = (...parts: string[]) => parts.join(" ");
  const { id } = account;

  const actions: ModerationAction[] = [];
  if (may("ACCOUNT_MODERATE")) {
    if (!account.isVerified && account.accountState !== "BLOCKED") {
      actions.push({
        id: "verify",
        label: t("users.actions.verify"),
        tone: "primary",
        done: t("users.done.verified"),
        act: () => mutate.verify(id),
      });
    }
    if (account.accountState === "BLOCKED") {
      actions.push({
        id: "unblock",
        label: t("users.actions.unblock"),
        tone: "ghost",
        done: t("users.done.unblocked"),
        ask: {
          title: t("safeActions.unblockTitle", { name }),
          body: t("safeActions.unblockWill"),
          reason: "none",
        },
        act: () => mutate.unblock(id),
      });
    } else {
      actions.push({
        id: "block",
        label: t("users.actions.block"),
        tone: "danger",
        done: t("users.done.blocked"),
        ask: {
          title: t("safeActions.blockTitle", { name }),
          body: says(
            ...counted("activeJobs", activeJobs),
            ...counted("sessions", openSessions),
            t("safeActions.blockWill"),
          ),
          reason: "required",
        },
        act: (reason) => mutate.block(id, reason),
      });
    }
    if (openSessions > 0) {
      actions.push({
        id: "signOut",
        label: t("safeActions.signOut"),
        tone: "ghost",
        done: t("safeActions.signedOut"),
        ask: {
          title: t("safeActions.signOutTitle", { name }),
          body: says(...counted("sessions", openSessions)),
          reason: "none",
        },
        act: () => mutate.signOut(id),
      });
    }
  }
  if (may("ACCOUNT_ERASE")) {
    actions.push({
      id: "delete",
      label: t("users.actions.delete"),
      tone: "danger",
      done: t("users.done.deleted"),
      ask: {
        title: t("users.deleteTitle", { name }),
        body: says(
          ...counted("jobsDeleted", jobs),
          ...counted("applications", applicationsInProgress),
          ...counted("sessions", openSessions),
          t("safeActions.deleteWill"),
        ),
        reason: "optional",
      },
      act: (reason) => mutate.erase(id, reason),
      onDone: () => navigate("..", { relative: "path" }),
    });
  }
  return <ModerationActions actions={actions} />;
}
