import { useTranslation } from "react-i18next";

// Wordmarks are drawn at 200×72; the names are proper nouns and double as the alt text.
const LOGO_SIZE = { width: 200, height: 72 } as const;

type Logo = { name: string; file: string };

const CLIENTS: readonly Logo[] = [
  { name: "Vastu Buildcon", file: "vastu-buildcon" },
  { name: "Nirman Infra Projects", file: "nirman-infra" },
  { name: "Suvidha Facility Services", file: "suvidha-facility" },
  { name: "Tejas Logistics", file: "tejas-logistics" },
];

const PARTNERS: readonly Logo[] = [
  { name: "Hunar Skills Foundation", file: "hunar-foundation" },
  { name: "Shramik Sahayata Trust", file: "shramik-trust" },
  { name: "Pragati Vocational Institute", file: "pragati-institute" },
  { name: "Sahyog Livelihoods", file: "sahyog-livelihoods" },
];

function LogoGrid({ id, title, logos }: { id: string; title: string; logos: readonly Logo[] }) {
  return (
    <div className="logos__group">
      <h3 id={id} className="logos__title">
        {title}
      </h3>
      <ul className="logos__grid" aria-labelledby={id}>
        {logos.map(({ name, file }) => (
          <li key={file} className="logos__tile">
            <img
              src={`/landing/${file}.svg`}
              alt={name}
              width={LOGO_SIZE.width}
              height={LOGO_SIZE.height}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who hires through KaamSetu and who trains and supports its workers. */
export function LogoGrids() {
  const { t } = useTranslation("landing");
  return (
    <section className="logos" aria-labelledby="logos-title">
      <div className="container">
        <h2 id="logos-title" className="section-title">
          {t("logos.title")}
        </h2>
        <div className="logos__groups">
          <LogoGrid id="logos-clients" title={t("logos.clients")} logos={CLIENTS} />
          <LogoGrid id="logos-partners" title={t("logos.partners")} logos={PARTNERS} />
        </div>
      </div>
    </section>
  );
}
