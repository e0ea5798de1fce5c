import { ANNOUNCEMENT_RECIPIENTS, type AnnouncementRecipient } from "@phd/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, tokenAs, tokenFor, useTestApp } from "../../../test/helpers.ts";
import { announcements, auditEvents } from "../../db/schema.ts";

const t = useTestApp();
let adminId: string;
let tokens: { admin: string; candidate: string; coordinator: string; accounts: string };

beforeAll(async () => {
  const admin = await createUser(t.ctx, { role: "admin" });
  adminId = admin.id;
  tokens = {
    admin: await tokenFor(t.ctx, admin),
    candidate: await tokenAs(t.ctx, "candidate"),
    coordinator: await tokenAs(t.ctx, "coordinator"),
    accounts: await tokenAs(t.ctx, "accountSectionCoordinator"),
  };
});
type Announcement = { _id: string; title: string; recipientRole: AnnouncementRecipient; createdAt: string };

const list = async (query = "", headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "GET", url: `/api/announcement${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Announcement[]>();
};
const create = (payload: object, token: string | null = tokens.admin) =>
  t.app.inject({
    method: "POST",
    url: "/api/announcement/create",
    headers: token ? bearer(token) : {},
    payload,
  });
const update = (id: string, payload: object, token: string | null = tokens.admin) =>
  t.app.inject({ method: "PUT", url: `/api/announcement/${id}`, headers: token ? bearer(token) : {}, payload });
const remove = (id: string, token: string | null = tokens.admin) =>
  t.app.inject({ method: "DELETE", url: `/api/announcement/${id}`, headers: token ? bearer(token) : {} });

const stored = async (id: string) => (await t.ctx.db.select().from(announcements).where(eq(announcements.id, id)))[0];
const countStored = async () => (await t.ctx.db.select({ id: announcements.id }).from(announcements)).length;

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const valid = { title: "Entrance results", link: "https://example.edu/results", description: "Results are out." };

async function createOne(recipientRole: AnnouncementRecipient, title: string) {
  const res = await create({ ...valid, title, recipientRole });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Announcement;
}

describe("GET /api/announcement: who sees what", () => {
  /** One announcement per audience, created oldest to newest. */
  const byAudience = {} as Record<AnnouncementRecipient, string>;
  const ids = () => new Set(Object.values(byAudience));
  /** The matrix announcements in a list, in the list's order, as their audiences. */
  const audiences = (items: Announcement[]) =>
    items.filter((a) => ids().has(a._id)).map((a) => a.recipientRole as AnnouncementRecipient);

  beforeAll(async () => {
    for (const role of ANNOUNCEMENT_RECIPIENTS) byAudience[role] = (await createOne(role, `For ${role}`))._id;
  });

  it("anonymous: only 'all'", async () => {
    const items = await list();
    expect(audiences(items)).toEqual(["all"]);
    expect(items.every((a) => a.recipientRole === "all")).toBe(true);
  });

  it("a candidate: 'all' and 'candidate', newest first", async () => {
    expect(audiences(await list("", bearer(tokens.candidate)))).toEqual(["candidate", "all"]);
  });

  it("a coordinator: 'all' and 'coordinator'", async () => {
    expect(audiences(await list("", bearer(tokens.coordinator)))).toEqual(["coordinator", "all"]);
  });

  it("an account-section coordinator: 'all' and 'accountSectionCoordinator'", async () => {
    expect(audiences(await list("", bearer(tokens.accounts)))).toEqual(["accountSectionCoordinator", "all"]);
  });

  it("an admin: all four, newest first", async () => {
    const items = await list("", bearer(tokens.admin));
    expect(audiences(items)).toEqual([...ANNOUNCEMENT_RECIPIENTS].reverse());
    const times = items.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("?scope=public: only 'all', even for a signed-in candidate or an admin", async () => {
    expect(audiences(await list("?scope=public", bearer(tokens.candidate)))).toEqual(["all"]);
    expect(audiences(await list("?scope=public", bearer(tokens.admin)))).toEqual(["all"]);
  });

  it("a bad bearer token is treated as anonymous (200, only 'all')", async () => {
    expect(audiences(await list("", { authorization: "Bearer not.a.token" }))).toEqual(["all"]);
  });

  it("an announcement has its fields as the client reads them", async () => {
    const [first] = (await list()).filter((a) => a._id === byAudience.all);
    expect(first).toEqual({
      _id: byAudience.all,
      title: "For all",
      description: "Results are out.",
      link: "https://example.edu/results",
      recipientRole: "all",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("?limit= caps the list; an out-of-range limit or unknown scope is 400", async () => {
    expect(await list("?limit=1", bearer(tokens.admin))).toHaveLength(1);
    for (const q of ["?limit=0", "?limit=501", "?scope=everything"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/announcement${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe("POST /api/announcement/create", () => {
  it("401 without a token; 403 for a candidate, a coordinator and an account-section coordinator", async () => {
    const before = await countStored();
    const body = { ...valid, recipientRole: "all" };
    const anonymous = await create(body, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });
    for (const token of [tokens.candidate, tokens.coordinator, tokens.accounts]) {
      const res = await create(body, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await countStored()).toBe(before);
  });

  it("the guard comes before validation: an invalid body or id is still 401/403, not 400", async () => {
    expect((await create({}, null)).statusCode).toBe(401);
    expect((await create({}, tokens.candidate)).statusCode).toBe(403);
    expect((await update("not-a-uuid", {}, null)).statusCode).toBe(401);
    expect((await update("not-a-uuid", {}, tokens.coordinator)).statusCode).toBe(403);
    expect((await remove("not-a-uuid", null)).statusCode).toBe(401);
    expect((await remove("not-a-uuid", tokens.accounts)).statusCode).toBe(403);
  });

  it("400 for a missing title or link, a link that is not an http(s) URL, or an unknown audience", async () => {
    const before = await countStored();
    const cases: Array<[string, object, string | RegExp]> = [
      ["missing title", { link: valid.link, recipientRole: "all" }, "Title and link are required"],
      ["blank title", { title: "  ", link: valid.link, recipientRole: "all" }, "Title and link are required"],
      ["missing link", { title: "T", recipientRole: "all" }, "Title and link are required"],
      ["ftp link", { title: "T", link: "ftp://x", recipientRole: "all" }, /valid http\(s\) URL/],
      ["not a url", { title: "T", link: "not a url", recipientRole: "all" }, /valid http\(s\) URL/],
      ["javascript link", { title: "T", link: "javascript:alert(1)", recipientRole: "all" }, /valid http\(s\) URL/],
      ["unknown audience", { title: "T", link: valid.link, recipientRole: "admin" }, /recipients/],
      ["missing audience", { title: "T", link: valid.link }, /recipients/],
    ];
    for (const [label, payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().success, label).toBe(false);
      expect(res.json().message, label).toMatch(message);
    }
    expect(await countStored()).toBe(before);
  });

  it("201 with data._id; stored with the admin as author and an audit row", async () => {
    const res = await create({
      title: "  Interview schedule  ",
      link: "http://example.edu/schedule",
      recipientRole: "coordinator",
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: expect.any(String),
      title: "Interview schedule",
      link: "http://example.edu/schedule",
      description: "",
      recipientRole: "coordinator",
    });
    expect(await stored(data._id)).toMatchObject({ title: "Interview schedule", createdById: adminId });
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, data._id), eq(auditEvents.action, "announcement.create")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: adminId, subjectType: "announcement" });
  });
});

describe("PUT /api/announcement/:id", () => {
  let target: Announcement;
  beforeAll(async () => {
    target = await createOne("candidate", "Before the edit");
  });

  it("401 without a token; 403 for other roles; the announcement is unchanged", async () => {
    const body = { ...valid, title: "Hacked" };
    expect((await update(target._id, body, null)).statusCode).toBe(401);
    for (const token of [tokens.candidate, tokens.coordinator, tokens.accounts]) {
      expect((await update(target._id, body, token)).statusCode).toBe(403);
    }
    expect((await stored(target._id))?.title).toBe("Before the edit");
  });

  it("400 for an id that is not a uuid, or an invalid body; 404 for an unknown id", async () => {
    const bad = await update("not-a-uuid", valid);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: "Invalid id" });
    expect((await update(target._id, { ...valid, link: "ftp://x" })).statusCode).toBe(400);
    expect((await update(target._id, { link: valid.link })).statusCode).toBe(400);
    const missing = await update(UNKNOWN_ID, valid);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: "Announcement not found." });
  });

  it("200 with the new fields; a recipientRole in the body does not change the audience", async () => {
    const res = await update(target._id, {
      title: "After the edit",
      link: "https://example.edu/new",
      description: "Updated text",
      recipientRole: "all",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: target._id,
      title: "After the edit",
      link: "https://example.edu/new",
      description: "Updated text",
      recipientRole: "candidate",
    });
    expect(await stored(target._id)).toMatchObject({ title: "After the edit", recipientRole: "candidate" });
    // Still not shown to anonymous visitors.
    expect((await list()).some((a) => a._id === target._id)).toBe(false);
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, target._id), eq(auditEvents.action, "announcement.update")));
    expect(audit).toHaveLength(1);
  });
});

describe("DELETE /api/announcement/:id", () => {
  it("401 without a token; 403 for other roles; 400 for a bad id; 404 for an unknown id", async () => {
    const target = await createOne("all", "Keep me");
    expect((await remove(target._id, null)).statusCode).toBe(401);
    for (const token of [tokens.candidate, tokens.coordinator, tokens.accounts]) {
      expect((await remove(target._id, token)).statusCode).toBe(403);
    }
    expect(await stored(target._id)).toBeDefined();
    expect((await remove("12345")).statusCode).toBe(400);
    const missing = await remove(UNKNOWN_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: "Announcement not found." });
  });

  it("200, then it is gone from the lists and the database; a second delete is 404", async () => {
    const target = await createOne("all", "Delete me");
    const res = await remove(target._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Announcement deleted." });
    expect(await stored(target._id)).toBeUndefined();
    expect((await list("", bearer(tokens.admin))).some((a) => a._id === target._id)).toBe(false);
    expect((await list()).some((a) => a._id === target._id)).toBe(false);
    expect((await remove(target._id)).statusCode).toBe(404);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, target._id), eq(auditEvents.action, "announcement.delete")));
    expect(audit).toMatchObject({ actorId: adminId, data: { title: "Delete me" } });
  });
});
