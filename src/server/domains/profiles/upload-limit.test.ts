import { describe, expect, it } from "vitest";
import { solidPng } from "../../seed/factories";
import { as, signUp } from "../../test/accounts";
import { createTestApp, setupTestApp } from "../../test/app";
import { multipartFile } from "../../test/auth";
import { expectApiError } from "../../test/http";

const t = setupTestApp({ demoContent: false, env: { UPLOAD_RATE_LIMIT: "3" } });

describe("uploads per account", () => {
  it("are limited per minute for each account, not for everyone", async () => {
    const data = await solidPng({ width: 40, height: 40 });
    const upload = async (account: Awaited<ReturnType<typeof signUp>>) => {
      const { payload, headers } = await multipartFile("avatar", { name: "a.png", type: "image/png", data });
      return t.app.inject(as(account, { method: "PUT", url: "/api/me/avatar", payload, headers }));
    };
    const busy = await signUp(t.app);
    for (let n = 0; n < 3; n++) expect((await upload(busy)).statusCode).toBe(200);
    expectApiError(await upload(busy), 429, "RATE_LIMITED");
    const other = await signUp(t.app);
    expect((await upload(other)).statusCode).toBe(200);
  });

  it("include profile edits, which draw the person's preview cards anew: the next rename in the minute changes nothing", async () => {
    const account = await signUp(t.app);
    const rename = (firstName: string) =>
      t.app.inject(
        as(account, {
          method: "PATCH",
          url: "/api/me",
          payload: { firstName, lastName: "", username: account.username },
        }),
      );
    for (const name of ["Ana", "Bea", "Cid"]) expect((await rename(name)).statusCode).toBe(200);
    expectApiError(await rename("Dee"), 429, "RATE_LIMITED");
    const me = await t.app.inject(as(account, { method: "GET", url: "/api/me" }));
    expect(me.json<{ firstName: string }>().firstName).toBe("Cid");
  });

  it("are counted across nodes sharing the database: two nodes allow what one allows", async () => {
    const second = await createTestApp({ nodeOf: t });
    try {
      const data = await solidPng({ width: 40, height: 40 });
      const account = await signUp(t.app);
      const statuses: number[] = [];
      for (const node of [t.app, second.app, t.app, second.app]) {
        const { payload, headers } = await multipartFile("avatar", {
          name: "a.png",
          type: "image/png",
          data,
        });
        const response = await node.inject(
          as(account, { method: "PUT", url: "/api/me/avatar", payload, headers }),
        );
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await second.close();
    }
  });
});
