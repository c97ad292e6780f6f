import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { halvesPhoto } from "../../../test/photos.js";
import { csrfHeaders, signedInEmployer } from "../../../test/sessions.js";
import { REST_BASE } from "../../rest/gateway.js";
import { encodeGlobalID } from "../global-id.js";

// The employer's public card on a job page: logo (a signed link a visitor's browser can load,
// 96 px on size=96), industry and the verified badge, for visitors as for signed-in users.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

type Card = {
  job: {
    employer: {
      companyName: string;
      industry: string | null;
      profilePicture: string | null;
      isVerified: boolean;
    };
  } | null;
};
const CARD = `query Card($id: ID!) {
  job(id: $id) { employer { companyName industry profilePicture isVerified } }
}`;

describe("the employer on a job page", () => {
  it("shows a visitor the logo, industry and badge; the logo loads without a token", async () => {
    const employer = await signedInEmployer(t, { companyName: "Patil Interiors" });
    const form = new FormData();
    const photo = await halvesPhoto(400, 300);
    form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "logo.jpg");
    form.set("purpose", "profile_picture");
    const uploaded = await fetch(`${server.baseUrl}${REST_BASE}/files/`, {
      method: "POST",
      headers: { authorization: `Bearer ${employer.token}`, ...csrfHeaders(t) },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    await t.db.prisma.user.update({
      where: { id: employer.user.id },
      data: {
        profilePictureUrl: url,
        accountState: "VERIFIED",
        employerProfile: { update: { industry: "Construction" } },
      },
    });
    const job = await createJob(t.db.prisma, employer.user.id);

    const { body } = await t.graphql<Card>(CARD, { id: encodeGlobalID("Job", job.id) });
    const card = body.data?.job?.employer;
    expect(card).toMatchObject({
      companyName: "Patil Interiors",
      industry: "Construction",
      isVerified: true,
    });
    expect(card?.profilePicture).toMatch(
      /^\/api\/v1\/files\/[0-9a-f]{32}\.webp\/\?expires=\d+&signature=/,
    );

    for (const [query, size] of [
      ["", 256],
      ["&size=96", 96],
    ] as const) {
      const picture = await fetch(`${server.baseUrl}${card?.profilePicture}${query}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await picture.arrayBuffer());
      const { default: sharp } = await import("sharp");
      expect((await sharp(bytes).metadata()).width).toBe(size);
    }
  });

  it("gives the signed-in user their own picture as a signed link that loads without a token", async () => {
    const worker = await signedInEmployer(t);
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await halvesPhoto(300, 300))]), "me.jpg");
    form.set("purpose", "profile_picture");
    const uploaded = await fetch(`${server.baseUrl}${REST_BASE}/files/`, {
      method: "POST",
      headers: { authorization: `Bearer ${worker.token}`, ...csrfHeaders(t) },
      body: form,
    });
    const { url } = (await uploaded.json()) as { url: string };
    await t.db.prisma.user.update({
      where: { id: worker.user.id },
      data: { profilePictureUrl: url },
    });
    const { body } = await t.graphql<{ viewer: { profilePicture: string | null } }>(
      "{ viewer { profilePicture } }",
      {},
      { token: worker.token },
    );
    const signed = body.data?.viewer.profilePicture ?? "";
    expect(signed.startsWith(`${url}?expires=`)).toBe(true);
    expect(signed).toMatch(/&signature=/);
    // No bearer token: an <img> loads it.
    const picture = await fetch(`${server.baseUrl}${signed}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    // Without the signature the file stays private.
    expect((await fetch(`${server.baseUrl}${url}`)).status).not.toBe(200);
  });

  it("is null for an employer without a logo or industry", async () => {
    const employer = await signedInEmployer(t);
    const job = await createJob(t.db.prisma, employer.user.id);
    const { body } = await t.graphql<Card>(CARD, { id: encodeGlobalID("Job", job.id) });
    expect(body.data?.job?.employer).toMatchObject({ industry: null, profilePicture: null });
  });
});
