import { describe, expect, it } from "vitest";
import { contentPicture, pictureAtSize } from "./picture";

// What an <img> of a content picture gets: its frame's width and height always (no layout shift),
// and for an uploaded picture every stored width as a srcset; a typed path stays one picture.

const uploaded = `/api/v1/files/${"a1".repeat(16)}.webp/`;

describe("contentPicture", () => {
  it("offers an uploaded cover's stored widths, the card's size as its src", () => {
    expect(contentPicture(uploaded, "content_cover", 600)).toEqual({
      src: `${uploaded}?size=600`,
      srcSet: `${uploaded} 1200w, ${uploaded}?size=600 600w`,
      sizes: "(min-width: 600px) 600px, 100vw",
      width: 600,
      height: 338,
    });
    expect(contentPicture(uploaded, "content_cover")).toMatchObject({
      src: uploaded,
      width: 1200,
      height: 675,
    });
  });

  it("frames logos and photos at the size they are drawn", () => {
    expect(contentPicture(uploaded, "partner_logo", 200, "200px")).toEqual({
      src: `${uploaded}?size=200`,
      srcSet: `${uploaded} 400w, ${uploaded}?size=200 200w`,
      sizes: "200px",
      width: 200,
      height: 72,
    });
    expect(contentPicture(uploaded, "testimonial_photo", 48, "48px")).toMatchObject({
      src: `${uploaded}?size=48`,
      width: 48,
      height: 48,
    });
  });

  it("draws a typed path of this site as one picture in the same frame", () => {
    expect(contentPicture("/landing/hunar-foundation.svg", "partner_logo", 200)).toEqual({
      src: "/landing/hunar-foundation.svg",
      width: 200,
      height: 72,
    });
    // A signed or sized link is not offered other sizes.
    expect(contentPicture(`${uploaded}?size=600`, "content_cover", 600).srcSet).toBeUndefined();
  });
});

describe("pictureAtSize", () => {
  it("asks for the small size, keeping a signed link's query", () => {
    expect(pictureAtSize("/p/?expires=1&signature=x", 96)).toBe(
      "/p/?expires=1&signature=x&size=96",
    );
    expect(pictureAtSize(null, 96)).toBeNull();
  });
});
