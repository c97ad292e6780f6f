import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BriefcaseIcon, UserIcon } from "../../components/icons";
import type { UserType } from "../../lib/user-type";
import { withNext } from "./next-path";

const CHOICES = [
  { role: "labour", Icon: UserIcon },
  { role: "employer", Icon: BriefcaseIcon },
] as const satisfies readonly { role: UserType; Icon: unknown }[];

/** Registration as `role`, returning to `next` (a path of this app) when given. */
export function registerPath(role: UserType, next?: string | null): string {
  return withNext(`/register?role=${role}`, next);
}

/** Job seeker or employer: two large choices, each on to registration as that role. */
export function RoleChoices({ next = null }: { next?: string | null }) {
  const { t } = useTranslation("auth");
  return (
    <ul className="role-choices">
      {CHOICES.map(({ role, Icon }) => (
        <li key={role}>
          <Link to={registerPath(role, next)} className="role-choice card">
            <span className="role-choice__icon" aria-hidden="true">
              <Icon size={32} />
            </span>
            <span className="role-choice__title">{t(`roleSelection.${role}`)}</span>
            <span className="role-choice__hint">{t(`roleSelection.${role}Hint`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
