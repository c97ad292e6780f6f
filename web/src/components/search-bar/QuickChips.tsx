import { useTranslation } from "react-i18next";
import { QUICK_CITY_CHIPS, QUICK_ROLE_CHIPS } from "../../config";
import { BriefcaseIcon, MapPinIcon } from "../icons";

type QuickChipsProps = {
  query: string;
  location: string;
  /** The new query: the chip's role, or empty when its chip was already pressed. */
  onRole: (query: string) => void;
  onCity: (location: string) => void;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

/**
 * One tap fills a field rather than searching at once: a first-time worker can pick "Plumber"
 * and then "Delhi", sees both words in the boxes, and presses Search knowing what will happen.
 * Searching on the first tap would throw the other choice away. A pressed chip shows what is
 * in its field; tapping it again empties the field.
 */
export function QuickChips({ query, location, onRole, onCity }: QuickChipsProps) {
  const { t } = useTranslation("search");
  return (
    <fieldset className="search-chips">
      <legend className="search-chips__label">{t("chips.label")}</legend>
      <div className="search-chips__list">
        {QUICK_ROLE_CHIPS.map((role) => (
          <button
            key={role}
            type="button"
            className="search-chip"
            aria-pressed={same(query, role)}
            onClick={() => onRole(same(query, role) ? "" : role)}
          >
            <BriefcaseIcon size={16} />
            {t(`roles.${role}`)}
          </button>
        ))}
        {QUICK_CITY_CHIPS.map((city) => (
          <button
            key={city}
            type="button"
            className="search-chip"
            aria-pressed={same(location, city)}
            onClick={() => onCity(same(location, city) ? "" : city)}
          >
            <MapPinIcon size={16} />
            {t(`cities.${city}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
