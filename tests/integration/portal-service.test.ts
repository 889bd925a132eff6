import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as importCsv } from "@/app/api/admin/machines/import/route";
import { POST as uploadDoc, GET as listDocs } from "@/app/api/admin/service-documents/route";
import { GET as claimsQueue } from "@/app/api/admin/claims/route";
import { PATCH as moveClaim } from "@/app/api/admin/claims/[id]/route";
import { GET as staffClaimFile } from "@/app/api/admin/claims/[id]/files/[index]/route";
import { POST as publish } from "@/app/api/admin/bulletins/route";
import { GET as recipients } from "@/app/api/admin/bulletins/[id]/recipients/route";
import { GET as document } from "@/app/api/portal/documents/[id]/route";
import { POST as fileClaim } from "@/app/api/portal/machines/[serial]/claims/route";
import { GET as claimFile } from "@/app/api/portal/claims/[id]/files/[index]/route";
import { GET as storage } from "@/app/storage/game-media/[...path]/route";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { claims } from "@/modules/machines/schema";
import { operatorMachine } from "@/modules/machines/server/machines";
import { documentsForOperator } from "@/modules/machines/server/documents";
import { openBulletin, publishDueBulletins } from "@/modules/machines/server/bulletins";
import { auditLog } from "@/modules/audit/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import {
  addGame,
  operatorCookie,
  pdfBytes,
  pngBytes,
  portalRequest,
  turnWhatsappOn,
} from "../support/portal";

const ANA = "+34600500001";
const LUC = "+34600500002";
let sales = "";
let editor = "";
let ana = "";
let luc = "";
let galaxy = "";
let pinball = "";

beforeAll(async () => {
  await turnWhatsappOn();
  [sales, editor] = [await signInCookie("sales"), await signInCookie("editor")];
  galaxy = await addGame("Galaxy Racer", 2);
  pinball = await addGame("Pinball Wizard", 1);
  const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const csv = [
    "serial,game,company,contact_name,whatsapp,email,country,install_date,language",
    `GR-1,Galaxy Racer,Fun Hall,Ana,${ANA},,ES,${recent},es`,
    `PW-1,Pinball Wizard,Fun Hall,Ana,${ANA},,ES,2019-05-01,es`,
    `GR-2,Galaxy Racer,Bar Luc,Luc,${LUC},,FR,${recent},fr`,
  ].join("\n");
  const res = await importCsv(
    adminRequest(sales, "/api/admin/machines/import", {
      method: "POST",
      body: csv,
      headers: { "content-type": "text/csv" },
    }),
    ctx({}),
  );
  expect((await res.json()).rejected).toEqual([]);
  ana = await operatorCookie(ANA, "10.50.0.1");
  luc = await operatorCookie(LUC, "10.50.0.2");
});

async function upload(
  q: Record<string, string>,
  bytes: Uint8Array | Buffer,
  type = "application/pdf",
) {
  const params = new URLSearchParams({ gameId: galaxy, kind: "manual", version: "1.0", ...q });
  return uploadDoc(
    adminRequest(editor, `/api/admin/service-documents?${params}`, {
      method: "POST",
      body: Buffer.from(bytes),
      headers: { "content-type": type },
    }),
    ctx({}),
  );
}

function claimForm(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type: string; field: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files)
    form.append(f.field, new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
  return form;
}
const postClaim = (serial: string, cookie: string, form: FormData) =>
  fileClaim(
    portalRequest(`/api/portal/machines/${serial}/claims`, { method: "POST", cookie, body: form }),
    ctx({ serial }),
  );

describe("service documents", () => {
  let manualEn = "";
  let manualEs = "";
  it("are checked by their content, and kept in every version", async () => {
    const fake = await upload(
      { title: "Manual", language: "en", name: "manual.pdf" },
      await pngBytes(),
    );
    expect(fake.status).toBe(415);
    const v1 = await upload(
      { title: "Manual", language: "en", name: "manual.pdf" },
      await pdfBytes(),
    );
    expect(v1.status).toBe(201);
    const v2 = await upload(
      { title: "Manual", language: "en", version: "2.0", name: "manual.pdf" },
      await pdfBytes("v2"),
    );
    manualEn = (await v2.json()).id;
    const es = await upload(
      { title: "Manual", language: "es", name: "manual-es.pdf" },
      await pdfBytes("es"),
    );
    manualEs = (await es.json()).id;
    const all = await (
      await listDocs(adminRequest(editor, `/api/admin/service-documents?gameId=${galaxy}`), ctx({}))
    ).json();
    expect(all.documents).toHaveLength(3);
    const trail = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "serviceDocument"));
    expect(trail).toHaveLength(3);
  });

  it("are shown in the operator's language where one exists, else in English, newest version", async () => {
    expect((await documentsForOperator(galaxy, "es")).map((d) => d.id)).toEqual([manualEs]);
    expect((await documentsForOperator(galaxy, "fr")).map((d) => d.id)).toEqual([manualEn]);
  });

  it("are served only to an operator with a machine of that game", async () => {
    const get = (cookie: string) =>
      document(
        portalRequest(`/api/portal/documents/${manualEs}`, { cookie }),
        ctx({ id: manualEs }),
      );
    const mine = await get(ana);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await get(luc)).status).toBe(200); // Luc has a Galaxy Racer too
    expect((await get("")).status).toBe(404);
    const pinballDoc = await (
      await upload(
        { gameId: pinball, title: "Pinball manual", language: "en", name: "p.pdf" },
        await pdfBytes(),
      )
    ).json();
    const other = await document(
      portalRequest(`/api/portal/documents/${pinballDoc.id}`, { cookie: luc }),
      ctx({ id: pinballDoc.id }),
    );
    expect(other.status).toBe(404);
    // Never through the public storage URL.
    const path = pinballDoc.path.split("/");
    expect(
      (
        await storage(
          new Request(`http://localhost:3000/storage/game-media/${pinballDoc.path}`),
          ctx({ path }),
        )
      ).status,
    ).toBe(404);
  });
});

describe("claims and requests", () => {
  let claimId = "";
  it("files a warranty claim with a photo for the operator's own machine", async () => {
    const res = await postClaim(
      "GR-1",
      ana,
      claimForm({ kind: "warranty", description: "The wheel does not turn" }, [
        { field: "photos", name: "wheel.png", bytes: await pngBytes(), type: "image/png" },
      ]),
    );
    expect(res.status).toBe(201);
    claimId = (await res.json()).id;
    const file = await claimFile(
      portalRequest(`/api/portal/claims/${claimId}/files/0`, { cookie: ana }),
      ctx({ id: claimId, index: "0" }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    const staff = await staffClaimFile(
      adminRequest(sales, `/api/admin/claims/${claimId}/files/0`),
      ctx({ id: claimId, index: "0" }),
    );
    expect(staff.status).toBe(200);
  });

  it("refuses a photo that is not one, by its content", async () => {
    const res = await postClaim(
      "GR-1",
      ana,
      claimForm({ kind: "repair", description: "x" }, [
        {
          field: "photos",
          name: "a.png",
          bytes: Buffer.from("not a png at all, just text"),
          type: "image/png",
        },
      ]),
    );
    expect(res.status).toBe(415);
  });

  it("refuses a warranty claim once the warranty has ended, with a clear message, but takes a paid repair", async () => {
    const refused = await postClaim(
      "PW-1",
      ana,
      claimForm({ kind: "warranty", description: "Flipper stuck" }),
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toBe(
      "The warranty of this machine has ended. You can still ask for a paid repair or order parts.",
    );
    expect(
      (await postClaim("PW-1", ana, claimForm({ kind: "repair", description: "Flipper stuck" })))
        .status,
    ).toBe(201);
    expect(
      (await postClaim("PW-1", ana, claimForm({ kind: "parts", description: "2 flipper rubbers" })))
        .status,
    ).toBe(201);
  });

  it("another operator gets 404 for the machine, its claims and their files", async () => {
    expect(
      await operatorMachine(
        (await (await getDb()).select().from(claims).limit(1))[0]!.operatorId,
        "GR-2",
      ),
    ).toBeNull();
    expect(
      (await postClaim("GR-1", luc, claimForm({ kind: "repair", description: "x" }))).status,
    ).toBe(404);
    expect(
      (await postClaim("GR-1", "", claimForm({ kind: "repair", description: "x" }))).status,
    ).toBe(404);
    const file = await claimFile(
      portalRequest(`/api/portal/claims/${claimId}/files/0`, { cookie: luc }),
      ctx({ id: claimId, index: "0" }),
    );
    expect(file.status).toBe(404);
  });

  it("moves through the staff queue; each change reaches the operator once", async () => {
    const queue = await (
      await claimsQueue(adminRequest(sales, "/api/admin/claims?status=new"), ctx({}))
    ).json();
    expect(queue.total).toBe(3);
    expect(queue.claims[0]).toMatchObject({ overdue: false });
    // An untouched claim is flagged after a business day.
    await (
      await getDb()
    )
      .update(claims)
      .set({ createdAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(claims.id, claimId));
    const late = await (
      await claimsQueue(adminRequest(sales, "/api/admin/claims"), ctx({}))
    ).json();
    expect(late.claims.find((c: { id: string }) => c.id === claimId).overdue).toBe(true);

    const move = (body: unknown) =>
      moveClaim(
        adminRequest(sales, `/api/admin/claims/${claimId}`, { method: "PATCH", json: body }),
        ctx({ id: claimId }),
      );
    const toAna = () =>
      getDb().then((db) =>
        db
          .select()
          .from(whatsappOutbox)
          .where(eq(whatsappOutbox.recipient, ANA.slice(1)))
          .orderBy(whatsappOutbox.createdAt),
      );
    const before = (await toAna()).length;
    expect((await move({ status: "in-review" })).status).toBe(200);
    const noReason = await move({ status: "rejected" });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.message).toBe("Give the reason for rejecting");
    expect((await move({ status: "approved" })).status).toBe(200);
    expect((await move({ status: "parts-shipped" })).status).toBe(400);
    const shipped = await move({ status: "parts-shipped", trackingRef: "1Z999" });
    expect(await shipped.json()).toMatchObject({
      status: "parts-shipped",
      trackingRef: "1Z999",
      overdue: false,
    });
    expect((await move({ status: "closed" })).status).toBe(200);
    expect((await move({ status: "in-review" })).status).toBe(409);
    // One template per change, in Ana's language: the serial, the status, the portal.
    const sent = (await toAna()).slice(before);
    expect(sent.map((m) => [m.templateName, m.templateLanguage])).toEqual(
      Array(4).fill(["operator_claim_update", "es"]),
    );
    expect(sent.map((m) => m.templateParams!.slice(0, 2))).toEqual([
      ["GR-1", "En revisión"],
      ["GR-1", "Aprobada"],
      ["GR-1", "Piezas enviadas. Referencia de seguimiento: 1Z999"],
      ["GR-1", "Cerrada"],
    ]);
    expect(sent[0]!.templateParams![2]).toMatch(/\/es\/portal$/);
    const trail = await (await getDb()).select().from(auditLog).where(eq(auditLog.entity, "claim"));
    expect(trail).toHaveLength(4);
  });
});

describe("bulletins", () => {
  it("reach each operator with a machine of the game once, and staff see who opened them", async () => {
    const res = await publish(
      adminRequest(editor, "/api/admin/bulletins", {
        method: "POST",
        json: {
          title: "Wheel sensor update",
          body: '<p>Replace the sensor.</p><script>alert(1)</script><img src=x onerror="alert(1)">',
          severity: "important",
          gameIds: [galaxy],
        },
      }),
      ctx({}),
    );
    expect(res.status).toBe(201);
    const bulletin = await res.json();
    expect(bulletin.body).not.toMatch(/script|onerror/);
    // Published at once by the POST; another run finds nothing more to send.
    expect(await publishDueBulletins()).toBe(0);
    const db = await getDb();
    const notices = (await db.select().from(whatsappOutbox)).filter(
      (m) => m.templateName === "operator_bulletin",
    );
    expect(notices.map((m) => [m.recipient, m.templateLanguage]).sort()).toEqual([
      [ANA.slice(1), "es"],
      [LUC.slice(1), "fr"],
    ]);
    expect(notices[0]!.templateParams).toEqual([
      "Wheel sensor update",
      expect.stringMatching(new RegExp(`/portal/bulletins/${bulletin.id}$`)),
    ]);
    await openBulletin((await db.select().from(claims).limit(1))[0]!.operatorId, bulletin.id, [
      galaxy,
    ]);
    const list = await (
      await recipients(
        adminRequest(editor, `/api/admin/bulletins/${bulletin.id}/recipients`),
        ctx({ id: bulletin.id }),
      )
    ).json();
    expect(
      list.recipients.map((r: { company: string; openedAt: string | null }) => [
        r.company,
        r.openedAt !== null,
      ]),
    ).toEqual([
      ["Bar Luc", false],
      ["Fun Hall", true],
    ]);
  });
});
