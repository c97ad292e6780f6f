import { useState } from "react";
import { initials } from "../lib/format";

const NO_IMAGE = new Set(["", "none", "null", "undefined"]);

/**
 * A profile picture, or the name's initials when there is none or it fails to load. `srcSet` and
 * `sizes` offer its stored sizes (a testimonial's photo); `lazy` for one below the fold.
 */
export function Avatar({
  name,
  src,
  size = 36,
  srcSet,
  sizes,
  lazy = false,
}: {
  name: string;
  src?: string | null;
  size?: number;
  srcSet?: string | undefined;
  sizes?: string | undefined;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const usable = src && !NO_IMAGE.has(src.trim().toLowerCase()) && !failed;
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {usable ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt=""
          width={size}
          height={size}
          loading={lazy ? "lazy" : undefined}
          decoding={lazy ? "async" : undefined}
          onError={() => setFailed(true)}
        />
      ) : (
        initials(name)
      )}
    </span>
  );
}
