import { useState } from "react";
import { initials } from "../lib/format";

const NO_IMAGE = new Set(["", "none", "null", "undefined"]);

/** A profile picture, or the name's initials when there is none or it fails to load. */
export function Avatar({
  name,
  src,
  size = 36,
}: {
  name: string;
  src?: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const usable = src && !NO_IMAGE.has(src.trim().toLowerCase()) && !failed;
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {usable ? (
        <img src={src} alt="" width={size} height={size} onError={() => setFailed(true)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
